import { ApiError } from '../http/api-error';
import { closeRateLimiters, consume, LIMITS } from './limiters';

afterAll(() => closeRateLimiters());

describe('rate limits', () => {
  test('the contact limit refuses past its points with a 429 and Retry-After', async () => {
    const key = `test-${Math.random()}`;
    for (let i = 0; i < LIMITS.contact.points; i++) await consume('contact', key);
    const refusal = await consume('contact', key).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(429);
    expect(Number((refusal as ApiError).headers?.['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    await expect(consume('contact', `${key}-other`)).resolves.toBeUndefined();
  });
});
