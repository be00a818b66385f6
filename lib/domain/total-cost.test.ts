import { membershipRule } from './business-rules';
import { buyerFeeCents, nextTierUp, totalCost } from './total-cost';
import { cents } from './money';

describe('total cost', () => {
  it('charges the tier share, rounded up to a dollar, but at least the tier minimum', () => {
    expect(buyerFeeCents(cents(100_000), membershipRule('guest'))).toBe(29_900); // 10% = $100 < $299
    expect(buyerFeeCents(cents(500_000), membershipRule('guest'))).toBe(50_000);
    expect(buyerFeeCents(cents(500_000), membershipRule('starter'))).toBe(45_000);
    expect(buyerFeeCents(cents(500_000), membershipRule('premium'))).toBe(30_000);
    expect(buyerFeeCents(cents(500_000), membershipRule('vip'))).toBe(20_000); // 4% = $200, the minimum
    expect(buyerFeeCents(cents(512_500), membershipRule('premium'))).toBe(30_800); // $307.50 rounds up to $308
  });

  it('adds the buyer, documentation and other fees to the bid', () => {
    const cost = totalCost(cents(1_000_000), membershipRule('starter'));
    expect(cost).toEqual({
      membershipCode: 'starter',
      bidCents: 1_000_000,
      buyerFeeCents: 90_000,
      documentationFeeCents: 9_500,
      otherFees: [
        { code: 'gate', cents: 7_900 },
        { code: 'environmental', cents: 1_500 },
      ],
      otherFeesCents: 9_400,
      totalCents: 1_000_000 + 90_000 + 9_500 + 9_400,
    });
  });

  it('names the next tier up the ladder, none above Vip or for Business', () => {
    expect(nextTierUp('guest')?.code).toBe('starter');
    expect(nextTierUp('starter')?.code).toBe('premium');
    expect(nextTierUp('premium')?.code).toBe('vip');
    expect(nextTierUp('vip')).toBeNull();
    expect(nextTierUp('business')).toBeNull();
  });
});
