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

  test('the first check of a process counts in the same store as the later ones (Redis, when it is set)', async () => {
    // Until the first Redis connection is up, a command failed at once and counted in memory, and the ones after the
    // connection counted in Redis: the limit let its points plus one through. With REDIS_URL, this spends the first
    // point of a fresh set of limiters while the connection is being made, and the rest once it is up.
    await closeRateLimiters();
    const key = `first-${Math.random()}`;
    const outcome = (attempt: Promise<void>) =>
      attempt.then(
        () => 'allowed',
        () => 'refused',
      );
    const outcomes = [await outcome(consume('contact', key))];
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let i = 0; i < LIMITS.contact.points; i++) outcomes.push(await outcome(consume('contact', key)));
    expect(outcomes.filter((result) => result === 'allowed')).toHaveLength(LIMITS.contact.points);
    expect(outcomes.at(-1)).toBe('refused');
  });
});
