import { headerState } from './header-state';

const member = (overrides: Partial<Parameters<typeof headerState>[0]> = {}) => ({
  buyer_power: { amount: 6000 },
  membership: { name: 'Starter' },
  activeBidsCount: 0,
  watchlistCurrentCnt: 0,
  ...overrides,
});

describe('headerState', () => {
  test('badges show counts up to 9, then 9+, and nothing for zero', () => {
    expect(headerState(member({ watchlistCurrentCnt: 12, activeBidsCount: 9 }))).toMatchObject({
      watchlistBadge: '9+',
      bidsBadge: '9',
    });
    expect(headerState(member()).watchlistBadge).toBe('');
  });
  test('the upgrade link shows below the top tier and is hidden at Vip and Business (nothing to upgrade to)', () => {
    for (const name of ['Guest', 'Starter', 'Premium']) {
      expect(headerState(member({ membership: { name } })).showUpgrade).toBe(true);
    }
    for (const name of ['Vip', 'Business']) {
      expect(headerState(member({ membership: { name } })).showUpgrade).toBe(false);
    }
  });
  test('the bidding limit warns when there is no buying power', () => {
    expect(headerState(member({ buyer_power: { amount: 0 } })).biddingLimitWarning).toBe(true);
    expect(headerState(member()).biddingLimitWarning).toBe(false);
  });
});
