import 'server-only';
import type { Db } from '@/lib/db/client';
import type { LotOffer } from '@/lib/db/schema';
import { queueOfferNotice, type AfterCommit } from './offer-notices';

/** The notices of offers that lapsed because their lot was sold another way: one per buyer, queued in `tx`. */
export async function tellLapsed(tx: Db, lapsed: readonly LotOffer[]): Promise<AfterCommit[]> {
  const effects: AfterCommit[] = [];
  for (const offer of lapsed) {
    effects.push(
      await queueOfferNotice(tx, {
        memberId: offer.memberId,
        lotId: offer.lotId,
        locale: offer.locale,
        event: 'lapsed',
        price: offer.amountCents,
        expiresAt: null,
      }),
    );
  }
  return effects;
}
