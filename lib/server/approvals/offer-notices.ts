import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { branches, lots, members } from '@/lib/db/schema';
import { formatUsd } from '@/lib/domain/format';
import { isLocale, toIntlLocale, type Locale } from '@/lib/domain/locales';
import type { Cents } from '@/lib/domain/money';
import { MY_BIDS_PATH, OFFER_EVENT_KEYS, type OfferEvent } from '@/lib/domain/offers';
import { lotPathOf } from '@/lib/domain/lot-route';
import { localizedPath } from '@/lib/i18n/localized-path';
import { publishMemberNotice } from '@/lib/live/member-notices';
import { logger } from '@/lib/log';
import { linkOrigin } from '../http/request-origin';
import { queueMail } from '../notifications/mailer';
import { pushOfferEvent } from '../push/push-notices';
import { mailTranslator } from '../notifications/mail-texts';

const log = logger('offer-notices');

/** Work a step does once its transaction has committed (telling people); never undoes the step. */
export type AfterCommit = () => Promise<void>;

/** Runs a committed step's notices in order; one that fails is logged and the others still run. */
export async function runAfterCommit(effects: readonly AfterCommit[]): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      log.error('an offer notice failed', error);
    }
  }
}

export interface OfferNotice {
  memberId: string;
  lotId: number;
  /** The language the buyer bid or offered in. */
  locale: string;
  event: OfferEvent;
  /** The counter's price (countered), the price the lot sold at (offer-accepted), the buyer's price otherwise. */
  price: Cents | null;
  /** The counter's deadline (countered only). */
  expiresAt: Date | null;
}

/**
 * Tell a buyer what happened to their offer or their bid on approval: the e-mail goes to the outbox inside the step's
 * own transaction `tx` (so it exists exactly when the step does, across a restart too), in the buyer's language; the
 * answer sends it and shows the toast on the live feed once the step has committed. The deadline is written in the
 * lot's branch's time zone, as its sale times are.
 */
export async function queueOfferNotice(tx: Db, notice: OfferNotice): Promise<AfterCommit> {
  const [found] = await tx
    .select({
      email: members.email,
      firstName: members.firstName,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      timeZone: branches.timeZone,
    })
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .innerJoin(members, eq(members.id, notice.memberId))
    .where(eq(lots.id, notice.lotId));
  if (!found) return async () => undefined;
  const locale: Locale = isLocale(notice.locale) ? notice.locale : 'en';
  const title = [found.year, found.make, found.model].join(' ');
  const t = await mailTranslator(locale);
  const deadline = notice.expiresAt
    ? new Intl.DateTimeFormat(toIntlLocale(locale), {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: found.timeZone,
        timeZoneName: 'short',
      }).format(notice.expiresAt)
    : '';
  const values = {
    name: found.firstName,
    title,
    lotId: String(notice.lotId),
    price: notice.price === null ? '' : formatUsd(notice.price),
    deadline,
    link: new URL(localizedPath(MY_BIDS_PATH, locale), linkOrigin()).toString(),
  };
  const key = OFFER_EVENT_KEYS[notice.event];
  const send = await queueMail(tx, {
    to: found.email,
    subject: t(`${key}Subject`, values),
    text: t(`${key}Text`, values),
    template: `offer-${notice.event}`,
  });
  return async () => {
    publishMemberNotice(notice.memberId, {
      kind: 'offer',
      event: notice.event,
      lotId: notice.lotId,
      title,
      price: notice.price,
      expiresAt: notice.expiresAt?.toISOString() ?? null,
    });
    await send();
    const lot = { id: notice.lotId, title, path: lotPathOf({ id: notice.lotId, ...found }) };
    await pushOfferEvent(notice.memberId, lot, { event: notice.event, price: notice.price });
  };
}
