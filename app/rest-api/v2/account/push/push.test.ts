import { PUSH_KINDS } from '@/lib/domain/push-kinds';
import { reloadEnv } from '@/lib/env';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { LocalPushService } from '@/test/push-service';
import { DELETE as unsubscribeRoute, POST as subscribeRoute } from './subscriptions/route';
import { GET as settingsRoute, PUT as kindsRoute } from './route';

const service = new LocalPushService();

beforeAll(async () => {
  await service.start();
  process.env.PUSH_SERVICE_HOSTS = service.host;
  reloadEnv();
});

afterAll(async () => {
  delete process.env.PUSH_SERVICE_HOSTS;
  reloadEnv();
  await service.stop();
  await closeRateLimiters();
});

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: Handler, method: string, path: string, body?: unknown, cookie?: string) {
  const response = await handler(jsonRequest(path, { method, body, cookie }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: await response.json() };
}

const SETTINGS = '/rest-api/v2/account/push';
const SUBSCRIPTIONS = '/rest-api/v2/account/push/subscriptions';

describe.each(testDatabaseKinds())('the push settings API (issue 26 §5) on %s', (kind) => {
  useTestDatabase(kind);
  let member: TestMember;

  beforeAll(async () => {
    member = await registerMember();
  }, 30_000);

  test('every call needs a session', async () => {
    const subscription = service.subscription();
    for (const [handler, method, path, body] of [
      [settingsRoute, 'GET', SETTINGS, undefined],
      [kindsRoute, 'PUT', SETTINGS, { kinds: ['outbid'] }],
      [subscribeRoute, 'POST', SUBSCRIPTIONS, subscription],
      [unsubscribeRoute, 'DELETE', SUBSCRIPTIONS, { endpoint: subscription.endpoint }],
    ] as const) {
      const answer = await call(handler as Handler, method, path, body);
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('unauthorized');
    }
  });

  test('settings: the VAPID key, no kind chosen and no browser at first; the kinds are kept in their order', async () => {
    const first = await call(settingsRoute as Handler, 'GET', SETTINGS, undefined, member.cookie);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      publicKey: expect.stringMatching(/^[\w-]{87}$/),
      kinds: [],
      subscriptions: 0,
    });
    const chosen = await call(
      kindsRoute as Handler,
      'PUT',
      SETTINGS,
      { kinds: ['results', 'outbid', 'outbid'] },
      member.cookie,
    );
    expect(chosen.body.data.kinds).toEqual(['outbid', 'results']);
    const all = await call(kindsRoute as Handler, 'PUT', SETTINGS, { kinds: [...PUSH_KINDS] }, member.cookie);
    expect(all.body.data.kinds).toEqual([...PUSH_KINDS]);
    const none = await call(kindsRoute as Handler, 'PUT', SETTINGS, { kinds: [] }, member.cookie);
    expect(none.body.data.kinds).toEqual([]);
  });

  test('a browser subscribes, is counted, and unsubscribes', async () => {
    const subscription = service.subscription();
    const kept = await call(
      subscribeRoute as Handler,
      'POST',
      SUBSCRIPTIONS,
      { ...subscription, expirationTime: null, locale: 'pl' },
      member.cookie,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data.subscriptions).toBe(1);
    // The same browser again (the settings page sends it on every visit): still one.
    const again = await call(subscribeRoute as Handler, 'POST', SUBSCRIPTIONS, subscription, member.cookie);
    expect(again.body.data.subscriptions).toBe(1);
    const dropped = await call(
      unsubscribeRoute as Handler,
      'DELETE',
      SUBSCRIPTIONS,
      { endpoint: subscription.endpoint },
      member.cookie,
    );
    expect(dropped.body.data.subscriptions).toBe(0);
  });

  test('bad input is a 422 naming the field, or a 400 for a body that is not JSON; nothing is kept', async () => {
    const good = service.subscription();
    const cases: [Handler, string, string, unknown, Record<string, string>][] = [
      [kindsRoute as Handler, 'PUT', SETTINGS, { kinds: ['sms'] }, { 'kinds.0': 'kindInvalid' }],
      [kindsRoute as Handler, 'PUT', SETTINGS, { kinds: 'outbid' }, { kinds: 'kindsRequired' }],
      [kindsRoute as Handler, 'PUT', SETTINGS, {}, { kinds: 'kindsRequired' }],
      [
        subscribeRoute as Handler,
        'POST',
        SUBSCRIPTIONS,
        { ...good, endpoint: 'http://127.0.0.1/push' },
        { endpoint: 'endpointInvalid' },
      ],
      [
        subscribeRoute as Handler,
        'POST',
        SUBSCRIPTIONS,
        { ...good, endpoint: 'not a url' },
        { endpoint: 'endpointInvalid' },
      ],
      [
        subscribeRoute as Handler,
        'POST',
        SUBSCRIPTIONS,
        { ...good, endpoint: `https://fcm.googleapis.com/fcm/send/${'x'.repeat(2_100)}` },
        { endpoint: 'endpointInvalid' },
      ],
      [
        subscribeRoute as Handler,
        'POST',
        SUBSCRIPTIONS,
        { endpoint: good.endpoint },
        { keys: 'keysRequired' },
      ],
      [
        subscribeRoute as Handler,
        'POST',
        SUBSCRIPTIONS,
        { ...good, keys: { ...good.keys, p256dh: good.keys.auth } },
        { 'keys.p256dh': 'keyInvalid' },
      ],
      [
        subscribeRoute as Handler,
        'POST',
        SUBSCRIPTIONS,
        { ...good, keys: { ...good.keys, auth: 'a+b/c' } },
        { 'keys.auth': 'keyInvalid' },
      ],
      [
        subscribeRoute as Handler,
        'POST',
        SUBSCRIPTIONS,
        { ...good, locale: 'de' },
        { locale: 'localeInvalid' },
      ],
      [
        subscribeRoute as Handler,
        'POST',
        SUBSCRIPTIONS,
        { ...good, endpoint: 'https://push.attacker.example/steal' },
        { endpoint: 'endpointNotAllowed' },
      ],
      [unsubscribeRoute as Handler, 'DELETE', SUBSCRIPTIONS, {}, { endpoint: 'endpointInvalid' }],
    ];
    for (const [handler, method, path, body, fields] of cases) {
      const answer = await call(handler, method, path, body, member.cookie);
      expect({ body, status: answer.status, code: answer.body.error?.code }).toEqual({
        body,
        status: 422,
        code: 'invalid_input',
      });
      expect(answer.body.error.fields).toMatchObject(fields);
    }
    const notJson = await call(
      subscribeRoute as Handler,
      'POST',
      SUBSCRIPTIONS,
      '{"endpoint":',
      member.cookie,
    );
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe('bad_json');
    const settings = await call(settingsRoute as Handler, 'GET', SETTINGS, undefined, member.cookie);
    expect(settings.body.data.subscriptions).toBe(0);
  });
});
