import 'server-only';
import { and, asc, count, desc, eq, gt, isNull, lte, max, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { lots, members, savedSearches } from '@/lib/db/schema';
import { isLocale } from '@/lib/domain/locales';
import { lotFiltersFromParams } from '@/lib/domain/lot-search-query';
import { DIGEST_EVERY_MS, DIGEST_LOTS_PER_SEARCH } from '@/lib/domain/saved-search';
import { logger } from '@/lib/log';
import { queueMail } from '../notifications/mailer';
import { pushSavedSearchLots } from '../push/push-notices';
import { lotWhere } from '../search/lot-query';
import { digestMail, type DigestEntry } from './digest-mail';
import type { SavedSearchRow } from './saved-search-view';

const log = logger('saved-search-digest');

/** What one pass mailed: to whom, about which searches, how many new lots in all. */
export interface DigestSent {
  memberId: string;
  searchIds: number[];
  lots: number;
}

const latest = (...dates: (Date | null)[]) =>
  new Date(Math.max(...dates.map((d) => (d ? d.getTime() : Number.NEGATIVE_INFINITY))));

/** The open lots of a saved search created after `since`: the newest few and their number. */
async function newLotsOf(tx: Db, row: SavedSearchRow): Promise<DigestEntry | null> {
  const since = latest(row.createdAt, row.lastViewedAt, row.lastDigestAt);
  const where = and(lotWhere(lotFiltersFromParams(row.query)), gt(lots.createdAt, since));
  const found = await tx
    .select({
      id: lots.id,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      currentBidCents: lots.currentBidCents,
    })
    .from(lots)
    .where(where)
    .orderBy(desc(lots.createdAt), desc(lots.id))
    .limit(DIGEST_LOTS_PER_SEARCH);
  if (found.length === 0) return null;
  const total =
    found.length < DIGEST_LOTS_PER_SEARCH
      ? found.length
      : ((await tx.select({ n: count() }).from(lots).where(where))[0]?.n ?? found.length);
  return { name: row.name, query: row.query, lots: found, count: total };
}

/**
 * One member's digest, in one transaction: their searches are locked (FOR UPDATE), so a second process doing the same
 * member waits and then finds the digest already sent. Nothing is sent when the last one is less than a day old or no
 * search has new lots. The mail is queued in the outbox in the same transaction as the searches' last_digest_at.
 */
async function digestForMember(db: Db, memberId: string, now: Date): Promise<DigestSent | null> {
  const outcome = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.memberId, memberId))
      .orderBy(asc(savedSearches.id))
      .for('update');
    const last = rows.reduce<Date | null>(
      (a, r) => (r.lastDigestAt && (!a || r.lastDigestAt > a) ? r.lastDigestAt : a),
      null,
    );
    if (rows.length === 0 || (last && now.getTime() - last.getTime() < DIGEST_EVERY_MS)) return null;
    const entries: (DigestEntry & { id: number })[] = [];
    for (const row of rows) {
      const entry = await newLotsOf(tx, row);
      if (entry) entries.push({ ...entry, id: row.id });
    }
    if (entries.length === 0) return null;
    const [member] = await tx
      .select({ email: members.email, firstName: members.firstName })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) return null;
    // The language of the search the member looked at last.
    const recent = rows.reduce((a, r) => (r.lastViewedAt > a.lastViewedAt ? r : a));
    const locale = isLocale(recent.locale) ? recent.locale : 'en';
    const send = await queueMail(
      tx,
      await digestMail({ to: member.email, firstName: member.firstName, locale, entries }),
    );
    await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.memberId, memberId));
    return {
      send,
      entries,
      sent: {
        memberId,
        searchIds: entries.map((e) => e.id),
        lots: entries.reduce((sum, e) => sum + e.count, 0),
      },
    };
  });
  if (!outcome) return null;
  await outcome.send();
  try {
    await pushSavedSearchLots(memberId, outcome.entries);
  } catch (error) {
    log.error(`saved-search push to member ${memberId} failed`, error);
  }
  return outcome.sent;
}

/**
 * One pass of the daily digest: every member with saved searches whose last digest is at least a day old (or who never
 * had one) gets one mail listing the lots created since they last looked at (or were told about) each search. Safe
 * with several processes: see digestForMember. A member whose digest fails is logged and retried on the next pass.
 */
export async function sendSavedSearchDigests(now = new Date()): Promise<DigestSent[]> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - DIGEST_EVERY_MS);
  const due = await db
    .select({ memberId: savedSearches.memberId })
    .from(savedSearches)
    .groupBy(savedSearches.memberId)
    .having(or(isNull(max(savedSearches.lastDigestAt)), lte(max(savedSearches.lastDigestAt), cutoff)));
  const sent: DigestSent[] = [];
  for (const { memberId } of due) {
    try {
      const one = await digestForMember(db, memberId, now);
      if (one) sent.push(one);
    } catch (error) {
      log.error(`digest for member ${memberId} failed`, error);
    }
  }
  return sent;
}
