import { buyerPowerVisitedKey, shouldShowBuyerPowerPrompt } from './buyer-power-prompt';

function storageWith(entries: Record<string, string> = {}) {
  return { getItem: (key: string) => entries[key] ?? null };
}

const member = (amount: number, id = 'm-1') => ({ id, buyer_power: { amount } });

describe('shouldShowBuyerPowerPrompt', () => {
  test('the flag is kept per member under SB.buyerPowerVisited.<id>', () => {
    expect(buyerPowerVisitedKey('abc')).toBe('SB.buyerPowerVisited.abc');
  });
  test('shown at $0 buying power while the flag is not set', () => {
    expect(shouldShowBuyerPowerPrompt(member(0), storageWith())).toBe(true);
    expect(shouldShowBuyerPowerPrompt(member(0), storageWith({ 'SB.buyerPowerVisited.other': '1' }))).toBe(
      true,
    );
  });
  test('hidden once the member visited or dismissed (flag set), whatever its value', () => {
    expect(shouldShowBuyerPowerPrompt(member(0), storageWith({ 'SB.buyerPowerVisited.m-1': '1' }))).toBe(
      false,
    );
    expect(shouldShowBuyerPowerPrompt(member(0), storageWith({ 'SB.buyerPowerVisited.m-1': '' }))).toBe(
      false,
    );
  });
  test('hidden with buying power, and for nobody signed in', () => {
    expect(shouldShowBuyerPowerPrompt(member(6000), storageWith())).toBe(false);
    expect(shouldShowBuyerPowerPrompt(null, storageWith())).toBe(false);
    expect(shouldShowBuyerPowerPrompt(undefined, storageWith())).toBe(false);
  });
  test('storage that is missing or throws counts as not set', () => {
    expect(shouldShowBuyerPowerPrompt(member(0), undefined)).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(shouldShowBuyerPowerPrompt(member(0), refusing)).toBe(true);
  });
});
