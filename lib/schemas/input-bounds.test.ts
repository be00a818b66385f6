import * as z from 'zod/mini';
import { analyticsEventSchema, MAX_PAYLOAD_DEPTH } from './analytics';
import { INT4_MAX, isNestedAtMost, isTimeInRange, rowId } from './input-bounds';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('isTimeInRange', () => {
  it('takes 1900-01-01 to the end of 2100-12-31 (UTC)', () => {
    expect(isTimeInRange(Date.parse('1900-01-01T00:00:00Z'))).toBe(true);
    expect(isTimeInRange(Date.parse('2100-12-31T23:59:59.999Z'))).toBe(true);
    expect(isTimeInRange(Date.parse('1899-12-31T23:59:59.999Z'))).toBe(false);
    expect(isTimeInRange(Date.parse('2101-01-01T00:00:00Z'))).toBe(false);
    expect(isTimeInRange(Date.parse('9999-12-31T00:00:00Z'))).toBe(false);
    expect(isTimeInRange(NaN)).toBe(false);
  });
});

describe('rowId', () => {
  it('takes 1 to 2^31 - 1, whole numbers only', () => {
    const id = rowId('idInvalid');
    expect(z.parse(id, 1)).toBe(1);
    expect(z.parse(id, INT4_MAX)).toBe(INT4_MAX);
    for (const bad of [0, -1, INT4_MAX + 1, 2 ** 53, 1.5, 1e300, '1']) {
      expect(z.safeParse(id, bad).error?.issues[0]?.message).toBe('idInvalid');
    }
  });
});

describe('isNestedAtMost', () => {
  it('counts arrays and objects, not scalars', () => {
    expect(isNestedAtMost(1, 0)).toBe(true);
    expect(isNestedAtMost({}, 0)).toBe(false);
    expect(isNestedAtMost({ a: 1, b: [2] }, 2)).toBe(true);
    expect(isNestedAtMost({ a: 1, b: [2] }, 1)).toBe(false);
    expect(isNestedAtMost(nested(16), 16)).toBe(true);
    expect(isNestedAtMost(nested(17), 16)).toBe(false);
  });

  it('reads a value nested far past the stack’s depth without overflowing', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(isNestedAtMost(deep, 16)).toBe(false);
  });
});

describe('the analytics payload', () => {
  const event = (payload: unknown) => ({ step: 'page_view', client_id: 'c', visit_id: 'v', payload });

  it(`takes ${MAX_PAYLOAD_DEPTH} levels, the payload itself the first`, () => {
    expect(z.safeParse(analyticsEventSchema, event({ a: nested(MAX_PAYLOAD_DEPTH - 1) })).success).toBe(true);
  });

  it('refuses a deeper one with a 422 message, however deep, instead of overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    for (const value of [nested(MAX_PAYLOAD_DEPTH), deep]) {
      const parsed = z.safeParse(analyticsEventSchema, event({ a: value }));
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['payload.a']);
    }
  });
});
