import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  members,
  proxyMaximums,
  pushBlockReminders,
  pushSubscriptions,
  savedSearches,
  watchlist,
} from '@/lib/db/schema';
import { LIVE_LOT_AVERAGE_MS } from '@/lib/domain/business-rules';
import { cents } from '@/lib/domain/money';
import { PUSH_KINDS, type PushKind } from '@/lib/domain/push-kinds';
import { reloadEnv } from '@/lib/env';
import { insertTestAuction } from '@/test/live-auctions';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { registerMember } from '@/test/members';
import { LocalPushService, PUSH_SERVICE_CERT_FILE, type TestSubscription } from '@/test/push-service';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { queueOfferNotice } from '../approvals/offer-notices';
import { notifyOutbid, notifySaleEnded, noticesSent } from '../notifications/bid-notices';
import { sendSavedSearchDigests } from '../saved-searches/digest';
import { saveSearch } from '../saved-searches/manage-saved-searches';
import { closeRateLimiters } from '../rate-limit/limiters';
import { sendBlockReminders } from './block-reminders';
import { pushOnTheBlockSoon, pushSavedSearchLots } from './push-notices';
import { choosePushKinds, keepPushSubscription, readPushSettings } from './push-subscriptions';
import { pushToMember } from './send-push';
import { vapidKeys } from './vapid-keys';

const service = new LocalPushService();

beforeAll(async () => {
  await service.start();
  // The local push service is the one host the tests may send to besides the browsers' push services, and its
  // self-signed certificate is trusted for push.
  process.env.PUSH_SERVICE_HOSTS = service.host;
  process.env.PUSH_SERVICE_CA = PUSH_SERVICE_CERT_FILE;
  reloadEnv();
});

afterAll(async () => {
  delete process.env.PUSH_SERVICE_HOSTS;
  delete process.env.PUSH_SERVICE_CA;
  reloadEnv();
  await service.stop();
  await closeRateLimiters();
});

const SLOW = 30_000;
let nextLot = 330_000_001;

describe.each(testDatabaseKinds())('web push on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
  });

  /** A member who opted in to `kinds`, with one browser subscribed on the local push service. */
  async function subscribedMember(
    kinds: readonly PushKind[],
    options: { answer?: number; locale?: 'en' | 'ar' | 'es' } = {},
  ) {
    const member = await registerMember();
    const subscription = service.subscription(options.answer);
    await keepPushSubscription(member.memberId, { ...subscription, locale: options.locale ?? 'en' });
    await choosePushKinds(member.memberId, kinds);
    return { member, subscription };
  }

  async function lot(spec: { currentBidCents?: number } = {}) {
    const id = nextLot++;
    await insertTestLots(db, [{ id, ...spec }]);
    return id;
  }

  const subscriptionRows = async (memberId: string) =>
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));

  test(
    'an outbid notice reaches the browser encrypted, signed with the VAPID key, in its language, opening the lot',
    async () => {
      const { member, subscription } = await subscribedMember(['outbid'], { locale: 'es' });
      const lotId = await lot();
      // Outbid notices go to members with a maximum on the lot.
      await db
        .insert(proxyMaximums)
        .values({ lotId, memberId: member.memberId, maxCents: cents(110_000), locale: 'es' });
      await notifyOutbid({
        memberId: member.memberId,
        lotId,
        currentBid: cents(120_000),
        minimumBid: cents(122_500),
      });
      await noticesSent();
      const [push] = await service.waitFor(subscription);
      expect(push!.vapidKey).toBe(vapidKeys().publicKey);
      expect(push!.ttl).toBe('3600');
      expect(push!.urgency).toBe('high');
      expect(push!.message).toEqual({
        title: 'Le han superado en 2018 Honda Accord',
        body: `La puja actual del lote ${lotId} es $1,200. Puje $1,225 o más para volver a liderar.`,
        url: `/es/${lotId}-2018-honda-accord`,
        tag: `lot-${lotId}`,
        kind: 'outbid',
        lang: 'es',
        dir: 'ltr',
      });
    },
    SLOW,
  );

  test(
    'a kind the member did not choose is not pushed; Arabic is written right to left',
    async () => {
      const { member, subscription } = await subscribedMember(['results'], { locale: 'ar' });
      const lotId = await lot();
      expect(await pushOnTheBlockSoon(member.memberId, { id: lotId, title: 'X', path: '/x' }, 5)).toEqual({
        sent: 0,
        removed: 0,
        failed: 0,
      });
      await pushToMember(member.memberId, {
        kind: 'results',
        key: 'won',
        values: { title: '2018 Honda Accord', lotId: String(lotId), price: '$900' },
        path: `/${lotId}-2018-honda-accord`,
        tag: `lot-${lotId}`,
      });
      const pushes = await service.waitFor(subscription);
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.message).toMatchObject({
        kind: 'results',
        lang: 'ar',
        dir: 'rtl',
        url: `/ar/${lotId}-2018-honda-accord`,
      });
      expect(pushes[0]!.message.title).toContain('لقد فزت');
    },
    SLOW,
  );

  test(
    'subscriptions the push service calls gone (404, 410) are deleted; the live one is kept and stamped',
    async () => {
      const member = await registerMember();
      const live = service.subscription(201);
      const gone = service.subscription(410);
      const missing = service.subscription(404);
      for (const one of [live, gone, missing]) await keepPushSubscription(member.memberId, one);
      await choosePushKinds(member.memberId, ['outbid']);
      const outcome = await pushToMember(member.memberId, {
        kind: 'outbid',
        key: 'outbid',
        values: { title: 'T', lotId: '1', currentBid: '$1', minimumBid: '$2' },
        path: '/',
        tag: 't',
      });
      expect(outcome).toEqual({ sent: 1, removed: 2, failed: 0 });
      const rows = await subscriptionRows(member.memberId);
      expect(rows.map((r) => r.endpoint)).toEqual([live.endpoint]);
      expect(rows[0]!.lastSentAt).toBeInstanceOf(Date);
      expect((await readPushSettings(member.memberId)).subscriptions).toBe(1);
    },
    SLOW,
  );

  test(
    'an endpoint outside the push services is refused; one browser belongs to the member who subscribed last',
    async () => {
      const first = await registerMember();
      const second = await registerMember();
      const keys = service.subscription().keys;
      await expect(
        keepPushSubscription(first.memberId, { endpoint: 'https://attacker.example/collect', keys }),
      ).rejects.toMatchObject({ status: 422, fields: { endpoint: 'endpointNotAllowed' } });
      await expect(
        keepPushSubscription(first.memberId, { endpoint: 'https://169.254.169.254/latest', keys }),
      ).rejects.toMatchObject({ status: 422 });
      const shared: TestSubscription = service.subscription();
      await keepPushSubscription(first.memberId, shared);
      await keepPushSubscription(second.memberId, shared);
      expect(await subscriptionRows(first.memberId)).toHaveLength(0);
      expect(await subscriptionRows(second.memberId)).toHaveLength(1);
    },
    SLOW,
  );

  test(
    'a member keeps at most ten browsers: the eleventh replaces the one seen longest ago, not the first subscribed',
    async () => {
      const member = await registerMember();
      const subscriptions = Array.from({ length: 11 }, () => service.subscription());
      const [first, second] = subscriptions;
      for (const one of subscriptions.slice(0, 10)) await keepPushSubscription(member.memberId, one);
      // Seen a minute apart, the first longest ago; then the first browser is seen again (its settings page visited).
      for (const [i, one] of subscriptions.slice(0, 10).entries()) {
        await db
          .update(pushSubscriptions)
          .set({ seenAt: sql`now() - make_interval(mins => ${20 - i})` })
          .where(eq(pushSubscriptions.endpoint, one.endpoint));
      }
      await keepPushSubscription(member.memberId, first!);
      await keepPushSubscription(member.memberId, subscriptions[10]!);
      const endpoints = (await subscriptionRows(member.memberId)).map((r) => r.endpoint).sort();
      expect(endpoints).toEqual(
        subscriptions
          .filter((s) => s !== second)
          .map((s) => s.endpoint)
          .sort(),
      );
    },
    SLOW,
  );

  test(
    'a watched lot expected on the block within ten minutes is told once; one further down the runlist is not yet',
    async () => {
      const { member, subscription } = await subscribedMember(['on-the-block']);
      const now = new Date();
      const startsAt = new Date(now.getTime() + 4 * 60_000);
      // 30 lots at 30 s each from a start in 4 minutes: the third is expected in 5 minutes, the last in 18.5, beyond
      // the 10-minute lead.
      const ids = Array.from({ length: 30 }, () => nextLot++);
      await insertTestAuction(
        db,
        ids.map((id) => ({ id })),
        { lane: `P${kind}`, startsAt },
      );
      const soon = ids[2]!;
      const later = ids[29]!;
      expect(4 * 60_000 + 29 * LIVE_LOT_AVERAGE_MS).toBeGreaterThan(10 * 60_000);
      await db.insert(watchlist).values([
        { memberId: member.memberId, lotId: soon },
        { memberId: member.memberId, lotId: later },
      ]);
      const sent = await sendBlockReminders(now);
      expect(sent.map((s) => s.lotId)).toEqual([soon]);
      const [push] = await service.waitFor(subscription);
      expect(push!.message).toMatchObject({ kind: 'on-the-block', tag: `lot-${soon}` });
      expect(push!.message.body).toContain('about 5 minutes');
      expect(push!.ttl).toBe('600');
      // The next pass tells nothing again; the row is the guard.
      expect(await sendBlockReminders(new Date(now.getTime() + 60_000))).toEqual([]);
      const guards = await db
        .select()
        .from(pushBlockReminders)
        .where(eq(pushBlockReminders.memberId, member.memberId));
      expect(guards.map((g) => g.lotId)).toEqual([soon]);
    },
    SLOW,
  );

  test(
    'members who did not choose on-the-block, or have no browser subscribed, are not reminded',
    async () => {
      const chose = await registerMember();
      await choosePushKinds(chose.memberId, ['on-the-block']);
      const other = await subscribedMember(PUSH_KINDS.filter((k) => k !== 'on-the-block'));
      const now = new Date();
      const id = nextLot++;
      await insertTestAuction(db, [{ id }], { lane: `Q${kind}`, startsAt: new Date(now.getTime() + 60_000) });
      await db.insert(watchlist).values([
        { memberId: chose.memberId, lotId: id },
        { memberId: other.member.memberId, lotId: id },
      ]);
      expect(await sendBlockReminders(now)).toEqual([]);
    },
    SLOW,
  );

  test(
    'new lots for saved searches: one lot opens the lot, one search its results, several the saved searches',
    async () => {
      const { member, subscription } = await subscribedMember(['saved-search']);
      const lotOf = (id: number) => ({
        id,
        year: 2019,
        make: 'Toyota',
        model: 'Camry',
        trim: null,
        currentBidCents: cents(0),
      });
      await pushSavedSearchLots(member.memberId, [
        { name: 'Camrys', query: { makes: 'toyota' }, lots: [lotOf(123456789)], count: 1 },
      ]);
      await pushSavedSearchLots(member.memberId, [
        { name: 'Camrys', query: { makes: 'toyota' }, lots: [lotOf(123456789), lotOf(123456790)], count: 2 },
      ]);
      await pushSavedSearchLots(member.memberId, [
        { name: 'Camrys', query: { makes: 'toyota' }, lots: [lotOf(123456789)], count: 1 },
        { name: 'Hondas', query: { makes: 'honda' }, lots: [lotOf(123456791)], count: 4 },
      ]);
      const pushes = await service.waitFor(subscription, 3);
      expect(pushes.map((p) => p.message.url)).toEqual([
        '/123456789-2019-toyota-camry',
        '/search/?makes=toyota',
        '/myaccount/saved-searches',
      ]);
      expect(pushes.map((p) => p.message.title)).toEqual([
        'New lots for “Camrys”',
        'New lots for “Camrys”',
        'New lots for your saved searches',
      ]);
      expect(pushes[2]!.message.body).toBe('5 new lots match 2 of your saved searches.');
      expect(pushes[0]!.urgency).toBe('normal');
    },
    SLOW,
  );

  test(
    'the notices that already go by e-mail push too: a win, a counter-offer, the saved-search digest',
    async () => {
      const { member, subscription } = await subscribedMember(['results', 'saved-search']);
      const won = await lot();
      await db
        .insert(proxyMaximums)
        .values({ lotId: won, memberId: member.memberId, maxCents: cents(90_000) });
      await notifySaleEnded({
        lotId: won,
        winnerId: member.memberId,
        outcome: 'sold',
        priceCents: cents(85_000),
      });
      const countered = await lot();
      const effect = await queueOfferNotice(db, {
        memberId: member.memberId,
        lotId: countered,
        locale: 'en',
        event: 'countered',
        price: cents(150_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      await effect();
      const search = await saveSearch(member.memberId, {
        name: 'My Hondas',
        query: { makes: 'honda' },
        locale: 'en',
      });
      const earlier = new Date(Date.now() - 3_600_000);
      await db
        .update(savedSearches)
        .set({ createdAt: earlier, lastViewedAt: earlier })
        .where(eq(savedSearches.id, search.id));
      await lot();
      const digests = await sendSavedSearchDigests(new Date());
      expect(digests.map((d) => d.memberId)).toContain(member.memberId);
      const pushes = await service.waitFor(subscription, 3);
      expect(pushes.map((p) => [p.message.kind, p.message.title, p.message.url])).toEqual([
        ['results', 'You won 2018 Honda Accord', `/${won}-2018-honda-accord`],
        ['results', 'Counter-offer on 2018 Honda Accord', '/myaccount/bids'],
        [
          'saved-search',
          'New lots for “My Hondas”',
          expect.stringMatching(/^\/(search\/\?makes=honda|\d{9}-2018-honda-accord)$/),
        ],
      ]);
      expect(pushes[0]!.message.body).toBe(`Lot ${won} is yours for $850. Pay within three business days.`);
      expect(pushes[1]!.message.body).toContain('$1,500');
    },
    SLOW,
  );

  test(
    'a member deleted takes their subscriptions with them',
    async () => {
      const { member } = await subscribedMember(['outbid']);
      await db.delete(members).where(eq(members.id, member.memberId));
      expect(await subscriptionRows(member.memberId)).toHaveLength(0);
    },
    SLOW,
  );
});
