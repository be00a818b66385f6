import { and, eq } from 'drizzle-orm';
import { GET as me } from '@/app/rest-api/v1.0/member/me/route';
import { GET as types } from '@/app/rest-api/v1.0/membership/types/route';
import { members, membershipSubscriptions } from '@/lib/db/schema';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { POST as confirm } from './confirm-upgrade/route';
import { GET as overview } from './route';
import { POST as subscribe } from './subscribe/route';
import { POST as unsubscribe } from './unsubscribe/route';

afterAll(() => closeRateLimiters());

const BASE = '/rest-api/v2/account/membership';
const post = (handler: typeof subscribe, path: string, member: TestMember, body?: unknown) =>
  handler(jsonRequest(`${BASE}${path}`, { body, cookie: member.cookie }), {});
const subscribeTo = (member: TestMember, membership: string) =>
  post(subscribe, '/subscribe', member, { membership });
const confirmTo = (member: TestMember, membership: string) =>
  post(confirm, '/confirm-upgrade', member, { membership });

describe.each(testDatabaseKinds())('membership types and the upgrade flow on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  const rowsOf = (memberId: string) =>
    testDb.database.db
      .select()
      .from(membershipSubscriptions)
      .where(eq(membershipSubscriptions.memberId, memberId))
      .orderBy(membershipSubscriptions.id);
  const setTier = (memberId: string, code: string) =>
    testDb.database.db.update(members).set({ membershipCode: code }).where(eq(members.id, memberId));
  const overviewOf = async (member: TestMember) => {
    const response = await overview(jsonRequest(BASE, { method: 'GET', cookie: member.cookie }), {});
    expect(response.status).toBe(200);
    return (await response.json()).data;
  };

  test('membership/types lists the tiers ascending with price, buyer fee and limits, without a session', async () => {
    const response = await types(jsonRequest('/rest-api/v1.0/membership/types', { method: 'GET' }), {});
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.map((t: { name: string }) => t.name)).toEqual([
      'Guest',
      'Starter',
      'Premium',
      'Vip',
      'Business',
    ]);
    expect(data[0]).toEqual({
      code: 'guest',
      name: 'Guest',
      rank: 0,
      price: 0,
      priceCents: 0,
      buyerFee: { percent: 10, minimum: 299 },
      liveBidding: false,
      maxActiveBids: 3,
    });
    expect(data[3]).toMatchObject({ code: 'vip', price: 399, priceCents: 39_900, maxActiveBids: null });
  });

  test('a Guest subscribes to Premium: one row awaiting payment at the config price, shown in the overview', async () => {
    const member = await registerMember();
    const response = await subscribeTo(member, 'premium');
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      membership: 'premium',
      name: 'Premium',
      status: 'awaiting_payment',
      price: 199,
      priceCents: 19_900,
      confirmedAt: null,
    });
    const data = await overviewOf(member);
    expect(data.current.code).toBe('guest');
    expect(data.pending).toMatchObject({ membership: 'premium', status: 'awaiting_payment' });
    expect(data.types).toHaveLength(5);
  });

  test('a new request replaces an earlier unconfirmed one', async () => {
    const member = await registerMember();
    expect((await subscribeTo(member, 'starter')).status).toBe(200);
    expect((await subscribeTo(member, 'vip')).status).toBe(200);
    const rows = await rowsOf(member.memberId);
    expect(rows.map((r) => [r.membershipCode, r.status])).toEqual([
      ['starter', 'cancelled'],
      ['vip', 'awaiting_payment'],
    ]);
  });

  test('two requests at once leave exactly one upgrade awaiting payment', async () => {
    const member = await registerMember();
    const responses = await Promise.all([subscribeTo(member, 'starter'), subscribeTo(member, 'premium')]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const rows = await rowsOf(member.memberId);
    expect(rows.filter((r) => r.status === 'awaiting_payment')).toHaveLength(1);
  });

  test('409 not_an_upgrade for a tier not above the current one, and for Business members', async () => {
    const member = await registerMember();
    await setTier(member.memberId, 'premium');
    for (const tier of ['starter', 'premium']) {
      const response = await subscribeTo(member, tier);
      expect(response.status).toBe(409);
      expect((await response.json()).error.code).toBe('not_an_upgrade');
    }
    expect((await subscribeTo(member, 'vip')).status).toBe(200);
    const business = await registerMember();
    await setTier(business.memberId, 'business');
    expect((await subscribeTo(business, 'vip')).status).toBe(409);
    expect(await rowsOf(business.memberId)).toEqual([]);
  });

  test('422 for an unknown or unpurchasable tier, 400 for a body that is not JSON', async () => {
    const member = await registerMember();
    for (const body of [{ membership: 'gold' }, { membership: 'guest' }, { membership: 'business' }, {}]) {
      const response = await post(subscribe, '/subscribe', member, body);
      expect(response.status).toBe(422);
      expect((await response.json()).error.fields).toEqual({ membership: 'membershipUnknown' });
    }
    const bad = await post(subscribe, '/subscribe', member, '{"membership":');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('bad_json');
    expect(await rowsOf(member.memberId)).toEqual([]);
  });

  test('unsubscribe cancels the pending upgrade; with none left it is 404', async () => {
    const member = await registerMember();
    await subscribeTo(member, 'starter');
    const response = await post(unsubscribe, '/unsubscribe', member);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ membership: 'starter', status: 'cancelled' });
    expect((await overviewOf(member)).pending).toBeNull();
    const again = await post(unsubscribe, '/unsubscribe', member);
    expect(again.status).toBe(404);
    expect((await again.json()).error.code).toBe('not_found');
  });

  test('confirm-upgrade answers 202 awaiting payment, once; the membership itself does not change', async () => {
    const member = await registerMember();
    expect((await confirmTo(member, 'starter')).status).toBe(404);
    await subscribeTo(member, 'starter');
    expect((await confirmTo(member, 'premium')).status).toBe(404);

    const first = await confirmTo(member, 'starter');
    expect(first.status).toBe(202);
    expect((await first.json()).data).toEqual({
      status: 'awaiting_payment',
      membership: 'starter',
      price: 99,
    });
    const [confirmed] = await rowsOf(member.memberId);
    expect(confirmed!.confirmedAt).toBeInstanceOf(Date);

    const second = await confirmTo(member, 'starter');
    expect(second.status).toBe(202);
    const [after] = await rowsOf(member.memberId);
    expect(after!.confirmedAt!.getTime()).toBe(confirmed!.confirmedAt!.getTime());
    expect(after!.status).toBe('awaiting_payment');

    const meResponse = await me(
      jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie: member.cookie }),
      {},
    );
    expect((await meResponse.json()).data.membership).toEqual({ name: 'Guest' });
    expect((await overviewOf(member)).current.code).toBe('guest');
  });

  test('a confirmed upgrade is kept: the same tier again returns it, another tier is 409 until cancelled', async () => {
    const member = await registerMember();
    await subscribeTo(member, 'starter');
    await confirmTo(member, 'starter');
    const same = await subscribeTo(member, 'starter');
    expect(same.status).toBe(200);
    expect((await same.json()).data.confirmedAt).not.toBeNull();
    const other = await subscribeTo(member, 'vip');
    expect(other.status).toBe(409);
    expect((await other.json()).error.code).toBe('upgrade_pending');
    expect((await post(unsubscribe, '/unsubscribe', member)).status).toBe(200);
    expect((await subscribeTo(member, 'vip')).status).toBe(200);
    expect((await rowsOf(member.memberId)).map((r) => r.status)).toEqual(['cancelled', 'awaiting_payment']);
  });

  test("member B neither sees, cancels nor confirms A's pending upgrade", async () => {
    const a = await registerMember();
    const b = await registerMember();
    await subscribeTo(a, 'premium');
    expect((await overviewOf(b)).pending).toBeNull();
    expect((await post(unsubscribe, '/unsubscribe', b)).status).toBe(404);
    expect((await confirmTo(b, 'premium')).status).toBe(404);
    const [row] = await testDb.database.db
      .select()
      .from(membershipSubscriptions)
      .where(
        and(
          eq(membershipSubscriptions.memberId, a.memberId),
          eq(membershipSubscriptions.status, 'awaiting_payment'),
        ),
      );
    expect(row).toMatchObject({ membershipCode: 'premium', confirmedAt: null });
  });
});
