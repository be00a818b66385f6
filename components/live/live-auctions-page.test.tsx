/** @jest-environment node */
// An async server component: rendered to HTML with React's server renderer (what a browser without JavaScript gets).
import { jest } from '@jest/globals';
import { createFormatter, createTranslator, NextIntlClientProvider } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import messages from '@/messages/en.json' with { type: 'json' };
import type { LiveLane } from '@/lib/server/auctions/live-lanes';

jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace: keyof typeof messages) =>
    createTranslator({ locale: 'en', messages, namespace }),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: 'UTC' }),
}));
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'ru' }),
  usePathname: () => '/ru/search/live-auctions',
}));
const lanes: { current: LiveLane[] } = { current: [] };
jest.unstable_mockModule('@/lib/server/auctions/live-lanes', () => ({
  liveLanesToday: async () => lanes.current,
}));
jest.unstable_mockModule('@/lib/server/content/page-metadata-cached', () => ({
  pageMetadataFor: async () => ({ h1: '', faq: [], breadcrumbs: [] }),
}));
jest.unstable_mockModule('@/lib/server/http/page-origin', () => ({
  pageOrigin: async () => 'https://salvage.example',
}));
const { LiveAuctionsPage } = await import('./live-auctions-page');

const dallas = { id: 1, name: 'Dallas', city: 'Dallas', state: 'TX', timeZone: 'America/Chicago' };
const phoenix = { id: 4, name: 'Phoenix', city: 'Phoenix', state: 'AZ', timeZone: 'America/Phoenix' };

async function pageHtml(): Promise<string> {
  const stream = await renderToReadableStream(
    <NextIntlClientProvider locale="ru" messages={{}}>
      {await LiveAuctionsPage({ locale: 'ru' })}
    </NextIntlClientProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

test('each lane: branch and lane, live or later, start in the branch zone, lots left, the lot and its live view', async () => {
  lanes.current = [
    {
      auctionId: 1,
      branch: dallas,
      lane: 'A',
      room: 'iaa-1-a',
      status: 'live',
      startsAt: new Date('2030-01-10T16:00:00Z'),
      lotsLeft: 1_204,
      lot: {
        id: 300000002,
        path: '/300000002-2018-honda-accord',
        title: '2018 Honda Accord',
        onTheBlock: true,
      },
    },
    {
      auctionId: 2,
      branch: phoenix,
      lane: 'B',
      room: 'iaa-4-b',
      status: 'scheduled',
      startsAt: new Date('2030-01-10T21:30:00Z'),
      lotsLeft: 12,
      lot: { id: 300000011, path: '/300000011-2020-ford-f-150', title: '2020 Ford F-150', onTheBlock: false },
    },
  ];
  const html = await pageHtml();
  const cards = html.split('data-testid="live-lane"').slice(1);
  expect(cards).toHaveLength(2);
  const [live, later] = cards as [string, string];
  expect(live).toContain('Dallas, TX: lane A');
  expect(live).toContain(messages.LiveAuctionsPage.liveNow);
  expect(live).toContain('<time dateTime="2030-01-10T16:00:00.000Z">10:00 AM CST</time>');
  expect(live).toContain('<dd>1,204</dd>');
  expect(live).toMatch(
    /<dt>On the block<\/dt><dd><a href="\/ru\/300000002-2018-honda-accord"[^>]*>2018 Honda Accord<\/a>/,
  );
  expect(live).toContain('href="/ru/300000002-2018-honda-accord?broadcast">Watch live</a>');
  expect(later).toContain('Phoenix, AZ: lane B');
  expect(later).toContain(messages.LiveAuctionsPage.laterToday);
  expect(later).toContain('2:30 PM MST');
  expect(later).toMatch(/<dt>Next up<\/dt>/);
  expect(later).toContain('href="/ru/300000011-2020-ford-f-150?broadcast">Join the live auction</a>');
  expect(html).toContain('"@type":"BreadcrumbList"');
});

test('a day without live lanes says so and leads to the auction vehicles', async () => {
  lanes.current = [];
  const html = await pageHtml();
  expect(html).toContain(`<h1 id="live-lanes-title">${messages.LiveAuctionsPage.h1}</h1>`);
  expect(html).toMatch(
    /data-testid="live-lanes-none">No lane is live now or later today\.[^]*href="\/ru\/search\/auction-only"/,
  );
});
