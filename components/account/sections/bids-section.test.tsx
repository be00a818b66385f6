/** @jest-environment node */
// Server components: rendered to HTML with React's server renderer (async components need it), not in jsdom.
import { jest } from '@jest/globals';
import { createFormatter, createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import messages from '@/messages/en.json' with { type: 'json' };
import type { BidList, MemberBid, MemberBidPage } from '@/lib/schemas/bids';
import type { SectionProps } from './section-props';

const memberBids =
  jest.fn<
    (memberId: string, list: BidList, paging: { page: number; pageSize: number }) => Promise<MemberBidPage>
  >();
jest.unstable_mockModule('@/lib/server/bids/member-bids', () => ({ memberBids }));
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

const bid = (over: Partial<MemberBid>): MemberBid => ({
  lotId: 300000001,
  stockNumber: '40000001',
  title: '2018 Honda Accord EX',
  path: '/300000001-2018-honda-accord-ex',
  image: '/lot-images/300000001.svg',
  saleDate: '2030-01-10T15:00:00.000Z',
  timeZone: 'America/Chicago',
  lotStatus: 'pre-bidding',
  maxBid: 1_500,
  currentBid: 1_050,
  minimumBid: 1_100,
  status: 'leading',
  finalPrice: null,
  ...over,
});

const props = { section: 'bids', locale: 'en', member: { id: 'member-a' } } as SectionProps;

async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

/** The rows of the page, as HTML fragments. */
const rows = (page: string) => page.split('data-testid="my-bid-row"').slice(1);

beforeEach(() => memberBids.mockReset());

test('current bids: each lot with its link, sale time in the branch zone, maximum, price and status', async () => {
  memberBids.mockResolvedValue({
    items: [
      bid({}),
      bid({
        lotId: 300000002,
        path: '/300000002-2019-toyota-camry-se',
        title: '2019 Toyota Camry SE',
        maxBid: 900,
        status: 'outbid',
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  });
  const page = await html(await BidsSection(props));
  expect(memberBids).toHaveBeenCalledWith('member-a', 'current', { page: 1, pageSize: 20 });
  expect(page).toContain('<h1>My bids</h1>');
  expect(page).toMatch(/<a aria-current="page" href="\/myaccount\/bids\?list=current">Current<\/a>/);
  expect(page).toContain('href="/myaccount/bids?list=won"');
  const [leading, outbid] = rows(page);
  expect(leading).toContain('href="/300000001-2018-honda-accord-ex"');
  expect(leading).toContain('Jan 10, 9:00 AM CST');
  expect(leading).toContain('$1,500');
  expect(leading).toContain('$1,050');
  expect(leading).toMatch(/data-testid="my-bid-status">Leading</);
  expect(leading).not.toContain('Bid again');
  expect(outbid).toMatch(/data-testid="my-bid-status">Outbid</);
  expect(outbid).toContain('Minimum bid');
  expect(outbid).toContain('$1,100');
  expect(outbid).toMatch(/href="\/300000002-2019-toyota-camry-se"[^>]*>Bid again</);
  expect(page).not.toContain('Page 1 of');
});

test('the list and page come from the URL; other pages link on with the list kept', async () => {
  memberBids.mockResolvedValue({
    items: [
      bid({ status: 'won', lotStatus: 'sold', finalPrice: 2_050 }),
      bid({ lotId: 300000003, status: 'on-approval', lotStatus: 'on-approval', finalPrice: 800 }),
    ],
    total: 45,
    page: 2,
    pageSize: 20,
  });
  const page = await html(await BidsSection({ ...props, searchParams: { list: 'won', page: '2' } }));
  expect(memberBids).toHaveBeenCalledWith('member-a', 'won', { page: 2, pageSize: 20 });
  expect(page).toMatch(/<a aria-current="page" href="\/myaccount\/bids\?list=won">Won<\/a>/);
  const [won, approval] = rows(page);
  expect(won).toMatch(/data-testid="my-bid-status">Won</);
  expect(won).toContain('$2,050');
  expect(won).toContain('Payment is due within 3 business days.');
  expect(approval).toMatch(/data-testid="my-bid-status">Waiting for seller approval</);
  expect(page).toContain('Page 2 of 3');
  expect(page).toContain('href="/myaccount/bids?list=won"');
  expect(page).toContain('href="/myaccount/bids?list=won&amp;page=3"');
});

test('an unknown list or page falls back to the current list, first page; an empty list points to the search', async () => {
  memberBids.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
  const page = await html(await BidsSection({ ...props, searchParams: { list: 'mine', page: '-3' } }));
  expect(memberBids).toHaveBeenCalledWith('member-a', 'current', { page: 1, pageSize: 20 });
  expect(page).toContain('You have no bids on open lots.');
  expect(page).toContain('href="/search"');
  expect(page).not.toContain('my-bid-row');
});

test('lost and bought lots show their final price and status', async () => {
  memberBids.mockResolvedValue({
    items: [bid({ status: 'lost', lotStatus: 'sold', finalPrice: 3_000 })],
    total: 1,
    page: 1,
    pageSize: 20,
  });
  const lost = await html(await BidsSection({ ...props, searchParams: { list: 'lost' } }));
  expect(rows(lost)[0]).toMatch(/data-testid="my-bid-status">Lost</);
  expect(rows(lost)[0]).toContain('Final price');
  expect(rows(lost)[0]).toContain('$3,000');

  memberBids.mockResolvedValue({
    items: [bid({ status: 'bought', lotStatus: 'bought-now', maxBid: null, finalPrice: 950 })],
    total: 1,
    page: 1,
    pageSize: 20,
  });
  const bought = await html(await BidsSection({ ...props, searchParams: { list: 'bought' } }));
  expect(rows(bought)[0]).toMatch(/data-testid="my-bid-status">Bought</);
  expect(rows(bought)[0]).toContain('$950');
  expect(rows(bought)[0]).not.toContain('Your maximum');
});
