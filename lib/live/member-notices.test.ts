import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import * as z from 'zod/mini';
import { centsFromDollars, type Cents } from '@/lib/domain/money';
import { memberNoticeSchema } from '@/lib/schemas/live-feed';
import { memberFromHeaders } from '@/lib/server/auth/session';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { useTestDatabase } from '@/test/databases';
import { registerMember, type TestMember } from '@/test/members';
import {
  MEMBER_JOINED_EVENT,
  MEMBER_NOTICE_EVENT,
  publishMemberNotice,
  setLiveServer,
  type MemberNotice,
} from './member-notices';
import { createLiveServer, type LiveServer } from './server';

afterAll(() => closeRateLimiters());

const notice = (lotId: number): MemberNotice<Cents> => ({
  kind: 'outbid',
  lotId,
  title: '2019 Toyota Camry',
  currentBid: centsFromDollars(1_050),
  minimumBid: centsFromDollars(1_100),
});

describe('member notices on the live feed', () => {
  useTestDatabase('pglite');
  let http: HttpServer;
  let live: LiveServer;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    http = createServer();
    live = createLiveServer(http, {
      authenticate: async (headers) => (await memberFromHeaders(headers))?.id ?? null,
    });
    setLiveServer(live.io);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    setLiveServer(undefined);
    await live.close();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  /**
   * A browser's connection with a Cookie header (or none), once connected and, for a member's valid session, once it
   * listens to their notices (read through their codec, as the browser reads them).
   */
  async function open(
    member: TestMember | null,
    cookie = member?.cookie,
  ): Promise<{ socket: Socket; received: MemberNotice<Cents>[] }> {
    const socket = connect(url, {
      path: '/socket',
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
    });
    sockets.push(socket);
    const received: MemberNotice<Cents>[] = [];
    socket.on(MEMBER_NOTICE_EVENT, (n: MemberNotice) => received.push(z.decode(memberNoticeSchema, n)));
    await new Promise<void>((resolve, reject) => {
      socket.once(member ? MEMBER_JOINED_EVENT : 'connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, received };
  }

  async function settle(): Promise<void> {
    await new Promise((r) => setTimeout(r, 150));
  }

  test("a notice reaches every browser of its member and nobody else's", async () => {
    const [ann, ben] = await Promise.all([registerMember(), registerMember()]);
    const [annTab, annOtherTab, benTab, anonymous] = await Promise.all([
      open(ann),
      open(ann),
      open(ben),
      open(null),
    ]);

    publishMemberNotice(ann.memberId, notice(1));
    publishMemberNotice(ben.memberId, notice(2));
    await settle();

    expect(annTab.received).toEqual([notice(1)]);
    expect(annOtherTab.received).toEqual([notice(1)]);
    expect(benTab.received).toEqual([notice(2)]);
    expect(anonymous.received).toEqual([]);
  });

  test('a forged session cookie joins no member room', async () => {
    const ann = await registerMember();
    const forgedCookie = ann.cookie
      .split('; ')
      .map((pair) => pair.replace(/=.{6}/, '=AAAAAA'))
      .join('; ');
    const [annTab, forged] = await Promise.all([open(ann), open(null, forgedCookie)]);
    await settle();
    // The forged socket connected as a visitor: it takes auction rooms, not the member's notices.
    expect(forged.socket.connected).toBe(true);
    publishMemberNotice(ann.memberId, notice(3));
    await settle();
    expect(annTab.received).toEqual([notice(3)]);
    expect(forged.received).toEqual([]);
  });
});
