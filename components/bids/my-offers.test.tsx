/** @jest-environment node */
// Server components: rendered to HTML with React's server renderer (async components need it), not in jsdom.
// My bids with the seller's counters and the member's offers: the real services on a real database.
import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { createFormatter, createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import messages from '@/messages/en.json' with { type: 'json' };
import type { TestMember } from '@/test/members';
import type { SectionProps } from '@/components/account/sections/section-props';

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
const { default: BidsSection } = await import('@/components/account/sections/bids-section');
const { ToastProvider } = await import('@/components/ui/toast');
const { decideHighBid } = await import('@/lib/server/approvals/decide-high-bid');
const { makeOffer } = await import('@/lib/server/approvals/make-offer');
const { cents } = await import('@/lib/domain/money');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { approvalStaff, lotOnApproval } = await import('@/test/approvals');
const { registerBidder } = await import('@/test/bidders');
const { testDatabaseKinds, useTestDatabase } = await import('@/test/databases');
const { insertTestBranch, insertTestLots } = await import('@/test/lots');

const COUNTERED = 380000001;
const OFFERED = 380000002;
/** Monday 5 March 2029, 15:00 UTC: the counter lapses on Wednesday at 15:00 UTC, 9:00 in Dallas. */
const NOW = new Date('2029-03-05T15:00:00Z');

async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll('<!-- -->', '');
}

async function render(member: TestMember, list?: string) {
  const props = {
    section: 'bids',
    locale: 'en',
    member: { id: member.memberId },
    searchParams: list ? { list } : {},
  } as SectionProps;
  // The site's layout holds the toasts the answers show.
  const labels = { success: 'Success', error: 'Error', info: 'Info', dismiss: 'Dismiss' };
  return html(<ToastProvider labels={labels}>{await BidsSection(props)}</ToastProvider>);
}

afterAll(() => closeRateLimiters());

describe.each(testDatabaseKinds())('offers in My bids on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let bidder: TestMember;
  let offerId: number;

  beforeAll(async () => {
    const db = testDb.database.db;
    await insertTestBranch(db);
    bidder = await lotOnApproval(db, COUNTERED);
    const staff = await approvalStaff();
    const countered = await decideHighBid(
      staff,
      null,
      COUNTERED,
      { action: 'counter', price: cents(300_000) },
      randomUUID(),
      () => NOW,
    );
    offerId = (countered.body as { data: { offerId: number } }).data.offerId;
    await insertTestLots(db, [{ id: OFFERED, buyItNowPriceCents: 400_000 }]);
    await makeOffer(bidder.memberId, { lotId: OFFERED, amount: cents(200_000), locale: 'en' }, randomUUID());
  });

  test('the counter waits on every list with its price, deadline and answers; the offer waits for the seller', async () => {
    for (const list of [undefined, 'lost']) {
      const page = await render(bidder, list);
      expect(page).toContain('data-testid="my-offers"');
      expect(page).toContain('<h2 id="my-offers-heading">Offers and counter-offers</h2>');
      const items = page.split('data-testid="my-offer"').slice(1);
      expect(items).toHaveLength(2);
      const counter = items.find((item) => item.includes(`data-offer-id="${offerId}"`))!;
      expect(counter).toContain('Your bid</dt><dd><bdi>$25</bdi>');
      expect(counter).toContain('data-testid="my-offer-counter"><bdi>$3,000</bdi>');
      // The deadline in the branch's zone (Dallas: CST).
      expect(counter).toMatch(/<time dateTime="2029-03-07T15:00:00.000Z">Wed, Mar 7, 9:00\sAM CST<\/time>/);
      expect(counter).toContain('data-testid="counter-accept"');
      expect(counter).toContain('Accept $3,000');
      expect(counter).toContain('data-testid="counter-decline"');
      const offer = items.find((item) => item.includes(`data-lot-id="${OFFERED}"`))!;
      expect(offer).toContain('Your offer</dt><dd><bdi>$2,000</bdi>');
      expect(offer).toContain('Waiting for the seller&#x27;s answer');
      expect(offer).not.toContain('counter-accept');
    }
  });

  test('the lot’s row among the won bids shows the counter and links to its answer', async () => {
    const page = await render(bidder, 'won');
    const row = page.split('data-testid="my-bid-row"')[1]!;
    expect(row).toContain('Seller&#x27;s counter-offer</dt><dd><bdi>$3,000</bdi>');
    expect(row).toContain(`href="#offer-${offerId}"`);
  });

  test('a member with nothing waiting sees no offers', async () => {
    const other = await registerBidder(testDb.database.db);
    expect(await render(other)).not.toContain('my-offers');
  });
});
