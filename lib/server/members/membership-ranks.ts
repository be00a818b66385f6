import 'server-only';
import { MEMBERSHIP_CODES, MEMBERSHIPS, type MembershipRule } from '@/lib/domain/business-rules';
import { MEMBERSHIP_TIERS } from '@/lib/domain/route-classifier';

const PAID_TIERS: readonly string[] = MEMBERSHIP_TIERS;
const KNOWN_CODES: readonly string[] = MEMBERSHIP_CODES;

/**
 * The tiers a member of `current` may move to through the upgrade flow, ascending: the paid tiers (Starter,
 * Premium, Vip) ranked above it in the config. Business stands beside the Guest < Starter < Premium < Vip ladder, so
 * a Business member has none; so has an unknown code.
 */
export function upgradeTargets(current: string): MembershipRule[] {
  if (current === 'business' || !KNOWN_CODES.includes(current)) return [];
  const rank = MEMBERSHIPS.find((m) => m.code === current)!.rank;
  return MEMBERSHIPS.filter((m) => PAID_TIERS.includes(m.code) && m.rank > rank).sort(
    (a, b) => a.rank - b.rank,
  );
}

/** Whether `target` is above `current` for the upgrade flow. */
export function isUpgrade(current: string, target: string): boolean {
  return upgradeTargets(current).some((m) => m.code === target);
}
