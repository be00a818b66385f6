import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { jobs, lots, mailOutbox, savedSearches } from '@/lib/db/schema';
import { startJobWorker } from '@/lib/server/jobs/job-worker';
import { ensureRecurringJobs } from '@/lib/server/jobs/recurring-jobs';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { registerMember, type TestMember } from '@/test/members';
import { closeRateLimiters } from '../rate-limit/limiters';
import { sendSavedSearchDigests } from './digest';
import { digestJob, DIGEST_JOB_KIND, DIGEST_PASS_INTERVAL_MS } from './digest-scheduler';
import { saveSearch } from './manage-saved-searches';

afterAll(() => closeRateLimiters());

const HOUR = 3_600_000;
const T0 = new Date('2031-03-01T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

let nextLot = 310_000_001;
/** Registering members (scrypt) and several passes take a while on a busy machine. */
const SLOW = 30_000;

describe.each(testDatabaseKinds())('saved-search digest on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
  });

  /** Lots listed at `hours` from T0: Hondas unless `make` says otherwise. */
  async function listLots(
    n: number,
    hours: number,
    make = 'honda',
    status: 'pre-bidding' | 'sold' = 'pre-bidding',
  ) {
    const ids = Array.from({ length: n }, () => nextLot++);
    await insertTestLots(
      db,
      ids.map((id) => ({ id, status })),
    );
    await db
      .update(lots)
      .set({ createdAt: at(hours), makeSlug: make, make: make === 'honda' ? 'Honda' : 'Ford' })
      .where(sql`${lots.id} in ${ids}`);
    return ids;
  }

  /** A member with one saved search for `make`, saved (and last viewed) `hours` from T0. */
  async function memberWithSearch(make: string, hours: number, locale: 'en' | 'es' = 'en') {
    const member = await registerMember({ firstName: 'Dana' });
    const search = await saveSearch(member.memberId, { name: `My ${make}s`, query: { makes: make }, locale });
    await db
      .update(savedSearches)
      .set({ createdAt: at(hours), lastViewedAt: at(hours) })
      .where(eq(savedSearches.id, search.id));
    return { member, search };
  }

  const digestsTo = (member: TestMember) =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, member.email), eq(mailOutbox.template, 'saved-search-digest')));

  test(
    'once a day, only with new lots, listing the new ones in the member’s language',
    async () => {
      const { member, search } = await memberWithSearch('honda', -48);
      const { member: quiet } = await memberWithSearch('ford', -48, 'es');
      await listLots(2, -72); // listed before the search was saved: not new
      const fresh = await listLots(3, -24);
      await listLots(1, -24, 'honda', 'sold'); // not open: never found
      await listLots(1, -24, 'ford');

      // The Ford search has one new lot too; the Honda search three.
      const first = await sendSavedSearchDigests(T0);
      expect(first.map((s) => s.memberId).sort()).toEqual([member.memberId, quiet.memberId].sort());
      expect(first.find((s) => s.memberId === member.memberId)).toMatchObject({
        searchIds: [search.id],
        lots: 3,
      });
      const [mail, ...more] = await digestsTo(member);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe('3 new vehicles match your saved searches');
      for (const id of fresh) expect(mail!.text).toContain(`/${id}-2018-honda-accord`);
      expect(mail!.text).toContain('My hondas: 3 new vehicles');
      expect(mail!.text).toContain('/search/?makes=honda');
      const [spanish] = await digestsTo(quiet);
      expect(spanish!.subject).toBe('1 vehículo nuevo coincide con tus búsquedas guardadas');
      expect(spanish!.text).toContain('/es/search/?makes=ford');

      // New lots an hour later: the day is not over, nothing is sent.
      await listLots(2, 0.5);
      expect(await sendSavedSearchDigests(at(1))).toEqual([]);
      expect(await digestsTo(member)).toHaveLength(1);

      // A day later: the lots listed since the last digest, and only those.
      const second = await sendSavedSearchDigests(at(24));
      expect(second.find((s) => s.memberId === member.memberId)).toMatchObject({ lots: 2 });
      expect(second.find((s) => s.memberId === quiet.memberId)).toBeUndefined();
      expect(await digestsTo(member)).toHaveLength(2);

      // Another day with no new lot: no mail.
      expect(await sendSavedSearchDigests(at(49))).toEqual([]);
      expect(await digestsTo(member)).toHaveLength(2);
    },
    SLOW,
  );

  test(
    'lots the member already saw (opened the search after they were listed) are not new',
    async () => {
      const { member, search } = await memberWithSearch('honda', -30);
      await db
        .update(savedSearches)
        .set({ lastViewedAt: at(200) })
        .where(eq(savedSearches.id, search.id));
      await listLots(1, 199);
      expect((await sendSavedSearchDigests(at(201))).map((s) => s.memberId)).not.toContain(member.memberId);
      await listLots(4, 202);
      const sent = await sendSavedSearchDigests(at(203));
      expect(sent.find((s) => s.memberId === member.memberId)).toMatchObject({ lots: 4 });
    },
    SLOW,
  );

  test(
    'two passes at once send one digest',
    async () => {
      const { member } = await memberWithSearch('honda', 300);
      await listLots(6, 301);
      const passes = await Promise.all([sendSavedSearchDigests(at(302)), sendSavedSearchDigests(at(302))]);
      const mine = passes.flat().filter((s) => s.memberId === member.memberId);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.lots).toBe(6);
      const mails = await digestsTo(member);
      expect(mails).toHaveLength(1);
      // Five lots named, the rest counted.
      expect(mails[0]!.text.match(/-2018-honda-accord/g)?.length).toBe(5);
    },
    SLOW,
  );

  test(
    'the recurring digest job sends a pass and is queued again an hour ahead',
    async () => {
      const { member } = await memberWithSearch('honda', 400);
      await listLots(2, 401);
      await ensureRecurringJobs(db, [
        { kind: DIGEST_JOB_KIND, everyMs: DIGEST_PASS_INTERVAL_MS, firstDelayMs: 0 },
      ]);
      const worker = startJobWorker({ handlers: { [DIGEST_JOB_KIND]: digestJob({ now: () => at(402) }) } });
      await worker.drain();
      await worker.stop();
      const mails = await digestsTo(member);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('2 new vehicles match your saved searches');
      const [job, ...more] = await db.select().from(jobs).where(eq(jobs.kind, DIGEST_JOB_KIND));
      expect(more).toHaveLength(0);
      expect(job).toMatchObject({ status: 'queued', attempts: 0, lastError: null });
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + DIGEST_PASS_INTERVAL_MS - 60_000);
    },
    SLOW,
  );
});
