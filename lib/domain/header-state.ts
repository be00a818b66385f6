import { badgeText } from './format';

/** The top membership level: its members see no upgrade link (SPEC §2 header). */
export const TOP_MEMBERSHIP = 'Vip';
/** Business stands beside the tiers and has nothing to upgrade to through the upgrade flow: no link either. */
const NO_UPGRADE_MEMBERSHIPS: readonly string[] = [TOP_MEMBERSHIP, 'Business'];

export interface HeaderMemberFields {
  buyer_power: { amount: number };
  membership: { name: string };
  activeBidsCount: number;
  watchlistCurrentCnt: number;
}

export interface HeaderState {
  watchlistBadge: string;
  bidsBadge: string;
  /** No buying power yet: the bidding-limit link carries a warning badge. */
  biddingLimitWarning: boolean;
  showUpgrade: boolean;
}

export function headerState(member: HeaderMemberFields): HeaderState {
  return {
    watchlistBadge: badgeText(member.watchlistCurrentCnt),
    bidsBadge: badgeText(member.activeBidsCount),
    biddingLimitWarning: !(member.buyer_power.amount > 0),
    showUpgrade: !NO_UPGRADE_MEMBERSHIPS.includes(member.membership.name),
  };
}
