import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots, members, proxyMaximums } from '@/lib/db/schema';
import { isLocale, type Locale } from '@/lib/domain/locales';
import { lotPathOf } from '@/lib/domain/lot-route';
import { localizedPath } from '@/lib/i18n/localized-path';
import { publishMemberNotice } from '@/lib/live/member-notices';
import { logger } from '@/lib/log';
import { linkOrigin } from '../http/request-origin';
import { sendMail } from '../notifications/mailer';
import { mailTranslator } from '../notifications/mail-texts';

const log = logger('sale-notices');

/** A member whose pre-bid on a lot of a cancelled sale was released, in the language they bid in. */
export interface ReleasedPreBid {
  memberId: string;
  email: string;
  firstName: string;
  locale: Locale;
  lot: { id: number; title: string; path: string };
}

/**
 * The members with a maximum on `lotIds`, each with the lot and their language: read inside the cancelling
 * transaction, before their maxima are deleted (afterwards nothing says who bid).
 */
export async function preBidsOn(tx: Db, lotIds: readonly number[]): Promise<ReleasedPreBid[]> {
  if (lotIds.length === 0) return [];
  const rows = await tx
    .select({
      memberId: members.id,
      email: members.email,
      firstName: members.firstName,
      locale: proxyMaximums.locale,
      lotId: lots.id,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
    })
    .from(proxyMaximums)
    .innerJoin(members, eq(members.id, proxyMaximums.memberId))
    .innerJoin(lots, eq(lots.id, proxyMaximums.lotId))
    .where(inArray(proxyMaximums.lotId, [...lotIds]))
    .orderBy(proxyMaximums.lotId, proxyMaximums.placedAt);
  return rows.map((row) => ({
    memberId: row.memberId,
    email: row.email,
    firstName: row.firstName,
    locale: isLocale(row.locale) ? row.locale : 'en',
    lot: {
      id: row.lotId,
      title: [row.year, row.make, row.model].join(' '),
      path: lotPathOf({ id: row.lotId, year: row.year, make: row.make, model: row.model, trim: row.trim }),
    },
  }));
}

/**
 * Tell each member whose pre-bid a cancelled sale released, as the other bid notices do (lib/server/notifications/
 * bid-notices.ts): a toast on the site (the live feed's `notice`, kind `sale-cancelled`) and an e-mail in the
 * language they bid in, linking to the lot. Sent after the commit; a failure is logged, never undoes the cancel.
 */
export async function notifySaleCancelled(released: readonly ReleasedPreBid[]): Promise<void> {
  for (const bid of released) {
    try {
      publishMemberNotice(bid.memberId, { kind: 'sale-cancelled', lotId: bid.lot.id, title: bid.lot.title });
      const t = await mailTranslator(bid.locale);
      const values = {
        name: bid.firstName,
        title: bid.lot.title,
        lotId: String(bid.lot.id),
        link: new URL(localizedPath(bid.lot.path, bid.locale), linkOrigin()).toString(),
      };
      await sendMail({
        to: bid.email,
        subject: t('saleCancelledSubject', values),
        text: t('saleCancelledText', values),
        template: 'bid-sale-cancelled',
      });
    } catch (error) {
      log.error(`sale-cancelled notice to ${bid.memberId} on lot ${bid.lot.id} failed`, error);
    }
  }
}
