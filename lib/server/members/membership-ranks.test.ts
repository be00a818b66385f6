import { isUpgrade, upgradeTargets } from './membership-ranks';

const codes = (current: string) => upgradeTargets(current).map((m) => m.code);

describe('upgradeTargets', () => {
  test('each tier of the ladder may move to the paid tiers above it, ascending', () => {
    expect(codes('guest')).toEqual(['starter', 'premium', 'vip']);
    expect(codes('starter')).toEqual(['premium', 'vip']);
    expect(codes('premium')).toEqual(['vip']);
  });
  test('Vip is the top tier; Business and unknown codes have no upgrade through this flow', () => {
    expect(codes('vip')).toEqual([]);
    expect(codes('business')).toEqual([]);
    expect(codes('platinum')).toEqual([]);
  });
});

describe('isUpgrade', () => {
  test('only a higher paid tier is an upgrade', () => {
    expect(isUpgrade('guest', 'starter')).toBe(true);
    expect(isUpgrade('starter', 'vip')).toBe(true);
    expect(isUpgrade('starter', 'starter')).toBe(false);
    expect(isUpgrade('premium', 'starter')).toBe(false);
    expect(isUpgrade('guest', 'guest')).toBe(false);
    expect(isUpgrade('guest', 'business')).toBe(false);
    expect(isUpgrade('business', 'vip')).toBe(false);
  });
});
