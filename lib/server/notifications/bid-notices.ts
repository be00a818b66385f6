import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots, members, proxyMaximums } from '@/lib/db/schema';
import { formatUsd } from '@/lib/domain/format';
import { isLocale, type Locale } from '@/lib/domain/locales';
import { lotPathOf } from '@/lib/domain/lot-route';
import { ZERO_CENTS, type Cents } from '@/lib/domain/money';
import { localizedPath } from '@/lib/i18n/localized-path';
import { publishMemberNotice, type MemberNotice } from '@/lib/live/member-notices';
import { logger } from '@/lib/log';
import { linkOrigin } from '../http/request-origin';
import { pushOutbid, pushSaleResult } from '../push/push-notices';
import { sendMail } from './mailer';
import { mailTranslator } from './mail-texts';

const log = logger('bid-notices');

interface Recipient {
  memberId: string;
  email: string;
  firstName: string;
  locale: Locale;
}

interface LotFacts {
  id: number;
  title: string;
  path: string;
}

/**
 * A lot's facts and the members with a maximum on it (or only `only`), each with the language they bid in: one query,
 * the lot left-joined to its maxima and their members. Null when there is no such lot.
 */
async function lotAndBidders(
  lotId: number,
  only?: string,
): Promise<{ lot: LotFacts; recipients: Recipient[] } | null> {
  const db = await getDb();
  const rows = await db
    .select({
      id: lots.id,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      memberId: members.id,
      email: members.email,
      firstName: members.firstName,
      locale: proxyMaximums.locale,
    })
    .from(lots)
    .leftJoin(
      proxyMaximums,
      and(
        eq(proxyMaximums.lotId, lots.id),
        only === undefined ? undefined : eq(proxyMaximums.memberId, only),
      ),
    )
    .leftJoin(members, eq(members.id, proxyMaximums.memberId))
    .where(eq(lots.id, lotId));
  const first = rows[0];
  if (!first) return null;
  const lot = {
    id: first.id,
    title: [first.year, first.make, first.model].join(' '),
    path: lotPathOf(first),
  };
  const recipients = rows.flatMap((r) =>
    r.memberId === null || r.email === null || r.firstName === null
      ? []
      : [
          {
            memberId: r.memberId,
            email: r.email,
            firstName: r.firstName,
            locale: r.locale !== null && isLocale(r.locale) ? r.locale : ('en' as const),
          },
        ],
  );
  return { lot, recipients };
}

/** The notices about bidding this module sends (approvals and offers tell their own: lib/server/approvals). */
type BidNotice = Exclude<MemberNotice<Cents>, { kind: 'offer' | 'sale-cancelled' }>;

async function tell(recipient: Recipient, lot: LotFacts, notice: BidNotice): Promise<void> {
  publishMemberNotice(recipient.memberId, notice);
  const t = await mailTranslator(recipient.locale);
  const link = new URL(localizedPath(lot.path, recipient.locale), linkOrigin()).toString();
  const values = {
    name: recipient.firstName,
    title: lot.title,
    lotId: String(lot.id),
    link,
    price: 'price' in notice && notice.price !== null ? formatUsd(notice.price) : '',
    currentBid: notice.kind === 'outbid' ? formatUsd(notice.currentBid) : '',
    minimumBid: notice.kind === 'outbid' ? formatUsd(notice.minimumBid) : '',
  };
  const kind = notice.kind === 'lost' && notice.price === null ? 'notSold' : notice.kind;
  const key = (
    { outbid: 'outbid', won: 'won', 'on-approval': 'onApproval', lost: 'lost', notSold: 'notSold' } as const
  )[kind];
  await sendMail({
    to: recipient.email,
    subject: t(`${key}Subject`, values),
    text: t(`${key}Text`, values),
    template: `bid-${kind}`,
  });
  await safely(`push to ${recipient.memberId}`, () => pushBidNotice(recipient.memberId, lot, notice));
}

/** The bid notices a member can have pushed to their browsers: outbid, and won or on approval (results). */
async function pushBidNotice(memberId: string, lot: LotFacts, notice: BidNotice): Promise<void> {
  if (notice.kind === 'outbid') await pushOutbid(memberId, lot, notice);
  else if (notice.kind === 'won' || notice.kind === 'on-approval') {
    await pushSaleResult(memberId, lot, { kind: notice.kind, price: notice.price });
  }
}

// On a global symbol: the web process's shutdown (server.ts) waits for the notices started by Next's bundled copy.
const PENDING = Symbol.for('salvage-lane.pending-notices');
const holder = globalThis as { [PENDING]?: Set<Promise<void>> };
const pending = (holder[PENDING] ??= new Set<Promise<void>>());

/**
 * Tell in the background: the answer to the bid does not wait for the lookup and the e-mail. Tests and shutdown wait
 * with noticesSent().
 */
export function inBackground(notice: Promise<void>): void {
  pending.add(notice);
  void notice.finally(() => pending.delete(notice));
}

/** Resolves once every notice started so far has been sent (or has failed and been logged). */
export async function noticesSent(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/** Errors in telling members must not undo or fail the bid that caused them: they are logged. */
async function safely(what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    log.error(`${what} failed`, error);
  }
}

/** Tell a member who lost the lead on a lot: a toast on the site and an e-mail. */
export async function notifyOutbid(input: {
  memberId: string;
  lotId: number;
  currentBid: Cents;
  minimumBid: Cents;
}): Promise<void> {
  await safely(`outbid notice to ${input.memberId}`, async () => {
    const found = await lotAndBidders(input.lotId, input.memberId);
    const recipient = found?.recipients[0];
    if (!found || !recipient) return;
    const { lot } = found;
    await tell(recipient, lot, {
      kind: 'outbid',
      lotId: lot.id,
      title: lot.title,
      currentBid: input.currentBid,
      minimumBid: input.minimumBid,
    });
  });
}

/**
 * Tell everyone who bid on a lot how its sale ended: the winner that they won (or that their bid waits for the
 * seller's approval), the others that they lost and at what price. `winnerId` null: nobody won (not sold, or bought
 * now by someone who did not bid).
 */
export async function notifySaleEnded(input: {
  lotId: number;
  winnerId: string | null;
  outcome: 'sold' | 'on-approval' | 'not-sold' | 'bought-now';
  priceCents: Cents | null;
}): Promise<void> {
  await safely(`sale-ended notices for lot ${input.lotId}`, async () => {
    const found = await lotAndBidders(input.lotId);
    if (!found) return;
    const { lot, recipients: everyone } = found;
    const price = input.priceCents;
    const shownPrice = input.outcome === 'not-sold' ? null : price;
    for (const recipient of everyone) {
      const won = recipient.memberId === input.winnerId && input.outcome !== 'not-sold';
      const notice: BidNotice = won
        ? {
            kind: input.outcome === 'on-approval' ? 'on-approval' : 'won',
            lotId: lot.id,
            title: lot.title,
            price: price ?? ZERO_CENTS,
          }
        : { kind: 'lost', lotId: lot.id, title: lot.title, price: shownPrice };
      await tell(recipient, lot, notice);
    }
  });
}
