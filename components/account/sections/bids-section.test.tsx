/** @jest-environment node */
// Server components: rendered to HTML with React's server renderer (async components need it), not in jsdom.
// My bids as the account page shows it: the real bids service on a real database, bids placed through the REST route.
import { jest } from '@jest/globals';
import { createFormatter, createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import messages from '@/messages/en.json' with { type: 'json' };
import type { TestMember } from '@/test/members';
import type { SectionProps } from './section-props';

jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace: keyof typeof messages) =>
    createTranslator({ locale: 'en', messages, namespace }),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: 'UTC' }),
}));
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/bids',
}));
const { default: BidsSection } = await import('./bids-section');
const { endSale } = await import('@/lib/server/auctions/end-sale');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { postBid, postBuyNow, registerBidder } = await import('@/test/bidders');
const { testDatabaseKinds, useTestDatabase } = await import('@/test/databases');
const { insertTestBranch, insertTestLots } = await import('@/test/lots');

const LEADING = 370000001;
const OUTBID = 370000002;
const WON = 370000003;
const ON_APPROVAL = 370000004;
const LOST = 370000005;
const BOUGHT = 370000006;
/** 21 lots Cal wins: one more than a page. */
const PAGED = Array.from({ length: 21 }, (_, i) => 370000101 + i);
const pathOf = (lotId: number) => `/${lotId}-2018-honda-accord`;

async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll('<!-- -->', '');
}

async function render(member: TestMember, searchParams?: SectionProps['searchParams']) {
  const props = {
    section: 'bids',
    locale: 'en',
    member: { id: member.memberId },
    searchParams,
  } as SectionProps;
  return html(await BidsSection(props));
}

/** The rows of the page, as HTML fragments. */
const rows = (page: string) => page.split('data-testid="my-bid-row"').slice(1);
/** The row of one lot (the one whose links go to its page). */
function rowOf(page: string, lotId: number): string {
  const found = rows(page).filter((row) => row.includes(`href="${pathOf(lotId)}"`));
  expect(found).toHaveLength(1);
  return found[0]!;
}
const statusOf = (row: string) => /data-testid="my-bid-status">([^<]*)</.exec(row)?.[1];

afterAll(() => closeRateLimiters());

describe.each(testDatabaseKinds())('My bids on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let ann: TestMember;
  let ben: TestMember;
  let cal: TestMember;
  let dan: TestMember;

  beforeAll(async () => {
    const db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: LEADING },
      { id: OUTBID },
      { id: WON },
      { id: ON_APPROVAL, reserveCents: 500_000 },
      { id: LOST },
      { id: BOUGHT, buyItNowPriceCents: 300_000 },
      ...PAGED.map((id) => ({ id })),
    ]);
    ann = await registerBidder(db);
    ben = await registerBidder(db);
    cal = await registerBidder(db, { membership: 'vip', depositCents: 1_000_000 });
    dan = await registerBidder(db);
    const bid = async (member: TestMember, lotId: number, maxBid: number) =>
      expect(await postBid(member, { lotId, maxBid })).toMatchObject({ status: 200 });
    // Open lots: Ann leads one at $1,550 and is outbid on the other at $1,050.
    await bid(ben, LEADING, 1_500);
    await bid(ann, LEADING, 2_000);
    await bid(ann, OUTBID, 1_000);
    await bid(ben, OUTBID, 1_500);
    // Ended lots: Ann wins one at $825, leads one below its reserve, loses one at $1,050 and buys one now.
    await bid(ben, WON, 800);
    await bid(ann, WON, 1_500);
    await bid(ann, ON_APPROVAL, 900);
    await bid(ann, LOST, 1_000);
    await bid(ben, LOST, 1_200);
    for (const lotId of [WON, ON_APPROVAL, LOST]) await endSale(lotId);
    expect(await postBuyNow(ann, BOUGHT)).toMatchObject({ status: 200 });
    // Cal wins 21 lots, each ended a second after the one before (the won list shows the latest first).
    for (const lotId of PAGED) await bid(cal, lotId, 100);
    for (const [i, lotId] of PAGED.entries()) await endSale(lotId, new Date(Date.UTC(2029, 0, 1, 12, 0, i)));
  }, 120_000);

  test('current bids: tabs, each open lot with its link, sale time, maximum, price and Leading or Outbid', async () => {
    const page = await render(ann);
    expect(page).toContain('<h1>My bids</h1>');
    expect(page).toContain('<a aria-current="page" href="/myaccount/bids?list=current">Current</a>');
    for (const list of ['won', 'lost', 'bought']) {
      expect(page).toMatch(new RegExp(`<a href="/myaccount/bids\\?list=${list}">`));
    }
    expect(page).toContain('data-testid="my-bids-count">2 lots<');
    expect(rows(page)).toHaveLength(2);

    const leading = rowOf(page, LEADING);
    expect(statusOf(leading)).toBe('Leading');
    expect(leading).toContain(`src="/lot-images/${LEADING}.svg"`);
    expect(leading).toContain('loading="lazy"');
    expect(leading).toContain('<h2>2018 Honda Accord</h2>');
    expect(leading).toContain(`Lot ${LEADING}`);
    expect(leading).toContain('Jan 10, 9:00 AM CST');
    expect(leading).toContain('<dt>Your maximum</dt><dd><bdi>$2,000</bdi>');
    expect(leading).toContain('<dt>Current bid</dt><dd><bdi>$1,550</bdi>');
    expect(leading).not.toContain('Bid again');

    const outbid = rowOf(page, OUTBID);
    expect(statusOf(outbid)).toBe('Outbid');
    expect(outbid).toContain('<dt>Your maximum</dt><dd><bdi>$1,000</bdi>');
    expect(outbid).toContain('<dt>Current bid</dt><dd><bdi>$1,050</bdi>');
    expect(outbid).toContain('<dt>Minimum bid</dt><dd><bdi>$1,100</bdi>');
    expect(outbid).toMatch(new RegExp(`href="${pathOf(OUTBID)}"[^>]*>Bid again<`));
    expect(page).not.toContain('Page 1 of');

    // The other bidder sees the same two lots the other way round.
    const benPage = await render(ben);
    expect(statusOf(rowOf(benPage, LEADING))).toBe('Outbid');
    expect(statusOf(rowOf(benPage, OUTBID))).toBe('Leading');
  });

  test('the list param switches tabs: won, waiting for approval, lost with its final price, bought', async () => {
    const won = await render(ann, { list: 'won' });
    expect(won).toContain('<a aria-current="page" href="/myaccount/bids?list=won">Won</a>');
    expect(won).not.toContain('aria-current="page" href="/myaccount/bids?list=current"');
    expect(rows(won)).toHaveLength(2);
    const sold = rowOf(won, WON);
    expect(statusOf(sold)).toBe('Won');
    expect(sold).toContain('<dt>Price</dt><dd><bdi>$825</bdi>');
    expect(sold).toContain('Payment is due within 3 business days.');
    const approval = rowOf(won, ON_APPROVAL);
    expect(statusOf(approval)).toBe('Waiting for seller approval');
    expect(approval).toContain('<dt>Current bid</dt><dd><bdi>$25</bdi>');
    expect(approval).not.toContain('Payment is due');

    const lost = await render(ann, { list: 'lost' });
    expect(rows(lost)).toHaveLength(1);
    expect(statusOf(rowOf(lost, LOST))).toBe('Lost');
    expect(rowOf(lost, LOST)).toContain('<dt>Final price</dt><dd><bdi>$1,050</bdi>');

    const bought = await render(ann, { list: 'bought' });
    expect(rows(bought)).toHaveLength(1);
    expect(statusOf(rowOf(bought, BOUGHT))).toBe('Bought');
    expect(rowOf(bought, BOUGHT)).toContain('<dt>Price</dt><dd><bdi>$3,000</bdi>');
    expect(rowOf(bought, BOUGHT)).not.toContain('Your maximum');

    // Ben won the lot Ann lost, and lost the one Ann won.
    const benWon = await render(ben, { list: 'won' });
    expect(statusOf(rowOf(benWon, LOST))).toBe('Won');
    const benLost = await render(ben, { list: 'lost' });
    expect(rows(benLost)).toHaveLength(1);
    expect(statusOf(rowOf(benLost, WON))).toBe('Lost');
  });

  test('an unknown list or page falls back to the current list, first page', async () => {
    const page = await render(ann, { list: 'mine', page: '-3' });
    expect(page).toContain('<a aria-current="page" href="/myaccount/bids?list=current">Current</a>');
    expect(rows(page)).toHaveLength(2);
    expect(statusOf(rowOf(page, LEADING))).toBe('Leading');
  });

  test('an empty list says so and points to the search', async () => {
    const current = await render(dan);
    expect(current).toContain(
      'data-testid="my-bids-empty">You have no bids on open lots. <a href="/search">',
    );
    expect(current).not.toContain('my-bid-row');
    const bought = await render(dan, { list: 'bought' });
    expect(bought).toContain('You have not bought a lot now yet.');
    expect(bought).toContain('href="/search"');
    expect(await render(ann, { list: 'won', page: '1' })).not.toContain('my-bids-empty');
  });

  test('20 lots a page, with previous and next links that keep the list', async () => {
    const first = await render(cal, { list: 'won' });
    expect(first).toContain('data-testid="my-bids-count">21 lots<');
    expect(rows(first)).toHaveLength(20);
    // The latest ended first: the first lot is the one on page 2.
    expect(first).toContain(`href="${pathOf(PAGED[20]!)}"`);
    expect(first).not.toContain(`href="${pathOf(PAGED[0]!)}"`);
    expect(first).toContain('Page 1 of 2');
    expect(first).toContain('<a rel="next" href="/myaccount/bids?list=won&amp;page=2">Next</a>');
    expect(first).not.toContain('rel="prev"');

    const second = await render(cal, { list: 'won', page: '2' });
    expect(rows(second)).toHaveLength(1);
    expect(statusOf(rowOf(second, PAGED[0]!))).toBe('Won');
    expect(second).toContain('Page 2 of 2');
    expect(second).toContain('<a rel="prev" href="/myaccount/bids?list=won">Previous</a>');
    expect(second).not.toContain('rel="next"');
    expect(second).toContain('<a aria-current="page" href="/myaccount/bids?list=won">Won</a>');

    // A page past the last one says so and links to the last page, instead of "Page 5 of 2" over nothing.
    const past = await render(cal, { list: 'won', page: '5' });
    expect(rows(past)).toHaveLength(0);
    expect(past).toContain('This list has 2 pages; there is no page 5.');
    expect(past).toContain('<a href="/myaccount/bids?list=won&amp;page=2">Go to the last page</a>');
    expect(past).not.toContain('Page 5 of');
  });
});
