import 'server-only';
import type { LotPhoto } from '@/lib/domain/lot-photos';
import { currentMember } from '@/lib/server/auth/current-member';
import type { SignedInMember } from '@/lib/server/auth/session';
import { pagePhotos } from '../photos/page-photos';
import type { LotDetail } from './get-lot';
import type { LotSummary } from './lot-summary';
import { similarLots } from './similar-lots';

/** What the lot page shows besides the lot itself. */
export interface LotView {
  /** The lot's photos in order; none: the page shows its drawn illustrations. */
  photos: LotPhoto[];
  similar: LotSummary[];
  /** A signed-in member of the Guest type: the page adds the upgrade banner (SPEC §2). */
  guestBanner: boolean;
  /** The server's clock when the page was rendered (epoch ms): the countdown counts from it. */
  serverNow: number;
}

type MemberTier = Pick<SignedInMember, 'membershipCode'>;

export function showsGuestBanner(member: MemberTier | null): boolean {
  return member?.membershipCode === 'guest';
}

/** `member` may still be loading: the similar lots are read meanwhile. */
export async function lotView(
  lot: LotDetail,
  member: MemberTier | null | Promise<MemberTier | null>,
  now: Date = new Date(),
): Promise<LotView> {
  const [photos, similar, who] = await Promise.all([pagePhotos(lot.id), similarLots(lot), member]);
  return { photos, similar, guestBanner: showsGuestBanner(who), serverNow: now.getTime() };
}

/** The view of the member whose page this is (the session from the request's cookies). */
export async function lotPageView(lot: LotDetail): Promise<LotView> {
  return lotView(lot, currentMember());
}
