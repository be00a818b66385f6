/** @jest-environment node */
// Server components: rendered to HTML with React's server renderer (async components need it), not in jsdom.
import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { createFormatter, createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { cents } from '@/lib/domain/money';
import messages from '@/messages/en.json' with { type: 'json' };
import type { WatchlistPage } from '@/lib/server/watchlist/list-watchlist';
import type { WatchlistQuery } from '@/lib/schemas/watchlist';
import type { SectionProps } from './section-props';

const listWatchlist = jest.fn<(memberId: string, query: WatchlistQuery) => Promise<WatchlistPage>>();
jest.unstable_mockModule('@/lib/server/watchlist/list-watchlist', () => ({ listWatchlist }));
jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace: keyof typeof messages) =>
    createTranslator({ locale: 'en', messages, namespace }),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: 'UTC' }),
}));
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/watchlist',
}));
const { default: WatchlistSection } = await import('./watchlist-section');
const { ToastProvider } = await import('@/components/ui/toast');
const { makeQueryClient } = await import('@/lib/api/query-client');

const item = {
  id: 300000001,
  stockNumber: '40000001',
  year: 2018,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  primaryDamage: 'front-end',
  odometer: 80_000,
  odometerBrand: 'actual',
  titleType: 'salvage',
  titleState: 'TX',
  startCode: 'starts',
  image: '/lot-images/300000001.svg',
  saleDate: new Date('2030-01-10T15:00:00Z'),
  currentBidCents: cents(125_000),
  buyItNowPriceCents: null,
  status: 'pre-bidding',
  branchName: 'Dallas',
  branchState: 'TX',
  timeZone: 'America/Chicago',
  addedAt: new Date('2029-12-01T10:00:00Z'),
};

const props = {
  section: 'watchlist',
  locale: 'en',
  member: { id: 'member-a' },
} as SectionProps;

async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(
    <ToastProvider labels={{ success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' }}>
      <QueryClientProvider client={makeQueryClient()}>{node}</QueryClientProvider>
    </ToastProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

beforeEach(() => listWatchlist.mockReset());

test('lists the member’s lots with links, sale time in the branch zone, bid, sort form and remove buttons', async () => {
  listWatchlist.mockResolvedValue({ items: [item], total: 21, page: 1, pageSize: 20 });
  const page = await html(
    await WatchlistSection({ ...props, searchParams: { sort: 'year', sort_direction: 'asc', page: 'x' } }),
  );
  expect(listWatchlist).toHaveBeenCalledWith('member-a', {
    sort: 'year',
    direction: 'asc',
    page: 1,
    pageSize: 20,
  });
  expect(page).toContain('data-testid="account-watchlist"');
  expect(page).toContain('<h1>Watchlist</h1>');
  expect(page).toContain('21 lots');
  expect(page).toContain('href="/300000001-2018-honda-accord-ex"');
  expect(page).toContain('<h2>2018 Honda Accord EX</h2>');
  expect(page).toContain('src="/lot-images/300000001.svg"');
  expect(page).toContain('Jan 10, 9:00 AM CST');
  expect(page).toContain('$1,250');
  expect(page).toContain('aria-label="Remove 2018 Honda Accord EX from the watchlist"');
  expect(page).toMatch(/<option value="year" selected="">Year<\/option>/);
  expect(page).toMatch(/<option value="asc" selected="">Ascending<\/option>/);
  expect(page).toContain('Page 1 of 2');
  expect(page).toContain('href="/myaccount/watchlist?sort=year&amp;sort_direction=asc&amp;page=2"');
});

test('an empty watchlist points to the search', async () => {
  listWatchlist.mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 20 });
  const page = await html(await WatchlistSection(props));
  expect(listWatchlist).toHaveBeenCalledWith('member-a', {
    sort: 'sale_date',
    direction: 'asc',
    page: 1,
    pageSize: 20,
  });
  expect(page).toContain('You are not watching any lots yet.');
  expect(page).toContain('href="/search"');
  expect(page).not.toContain('<select');
});
