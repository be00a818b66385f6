/** @jest-environment node */
// Server components: rendered to HTML with React's server renderer (async components need it), not in jsdom.
// The transactions page as the account page shows it: the real list services on a real database.
import { jest } from '@jest/globals';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };
import type { TestMember } from '@/test/members';
import type { SectionProps } from './section-props';

const MESSAGES = { en, es } as const;
let locale: keyof typeof MESSAGES = 'en';
jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as 'Transactions' }),
}));
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/transactions',
}));
const { default: TransactionsSection } = await import('./transactions-section');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { postBid, postBuyNow, registerBidder } = await import('@/test/bidders');
const { testDatabaseKinds, useTestDatabase } = await import('@/test/databases');
const { insertTestBranch, insertTestLots } = await import('@/test/lots');
const { postDeposit, savedCardId } = await import('@/test/payments');
const { deposits, refunds } = await import('@/lib/db/schema');
const { cents } = await import('@/lib/domain/money');

const BOUGHT = 395000001;
const BID_ON = 395000002;

async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll('<!-- -->', '');
}

async function render(
  member: TestMember,
  searchParams?: SectionProps['searchParams'],
  as: 'en' | 'es' = 'en',
) {
  locale = as;
  const props = {
    section: 'transactions',
    locale: as,
    member: { id: member.memberId },
    searchParams,
  } as SectionProps;
  return html(await TransactionsSection(props));
}

const rows = (page: string, testId: string) => page.split(`data-testid="${testId}"`).slice(1);

afterAll(() => closeRateLimiters());

describe.each(testDatabaseKinds())('the transactions page on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let ann: TestMember;
  let newcomer: TestMember;
  let cal: TestMember;

  beforeAll(async () => {
    const db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [{ id: BOUGHT, buyItNowPriceCents: 200_000 }, { id: BID_ON }]);
    ann = await registerBidder(db, { depositCents: 0 });
    newcomer = await registerBidder(db, { depositCents: 0 });
    const card = await savedCardId(ann);
    expect((await postDeposit(ann, { amount: 600, cardId: card })).status).toBe(200);
    expect((await postDeposit(ann, { amount: 1_500, cardId: card })).status).toBe(200);
    expect((await postBuyNow(ann, BOUGHT)).status).toBe(200);
    expect((await postBid(ann, { lotId: BID_ON, maxBid: 1_000 })).status).toBe(200);
    cal = await registerBidder(db, { depositCents: 0 });
    expect((await postDeposit(cal, { amount: 600, cardId: await savedCardId(cal) })).status).toBe(200);
    expect((await postBid(cal, { lotId: BID_ON, maxBid: 2_000 })).status).toBe(200);
  }, 60_000);

  test('four tabs, each a link holding the tab in the URL; purchases first, with charges and a pay link', async () => {
    const page = await render(ann);
    expect(page).toContain('<h1>Transactions</h1>');
    expect(page).toContain(
      '<a aria-current="page" href="/myaccount/transactions?tab=purchases">Purchases</a>',
    );
    for (const [tab, name] of [
      ['deposits', 'Deposits'],
      ['refunds', 'Refunds'],
      ['closed', 'Closed transactions'],
    ]) {
      expect(page).toContain(`<a href="/myaccount/transactions?tab=${tab}">${name}</a>`);
    }
    const [purchase] = rows(page, 'purchase-row');
    expect(rows(page, 'purchase-row')).toHaveLength(1);
    expect(purchase).toContain(`href="/${BOUGHT}-2018-honda-accord"`);
    expect(purchase).toContain('data-testid="purchase-status">Awaiting payment<');
    expect(purchase).toContain(
      '<th scope="row">Vehicle price</th><td>Due</td><td class="transactions-amount"><bdi>$2,000</bdi>',
    );
    expect(purchase).toContain('<th scope="row">Buyer fee</th>');
    expect(purchase).toContain('href="/myaccount/checkout"');
    // After the sale (components/account/transactions/purchase-handover.tsx): unpaid, so no gate pass yet.
    expect(purchase).toContain('data-testid="purchase-handover"');
    expect(purchase).toContain('Your gate pass is ready once the lot is paid.');
    expect(page).toContain('<dt>Total charged</dt>');
  });

  test('deposits: amounts in the page language; a refund button on each held deposit', async () => {
    const page = await render(ann, { tab: 'deposits' });
    expect(page).toContain('<a aria-current="page" href="/myaccount/transactions?tab=deposits">Deposits</a>');
    const deposits = rows(page, 'deposit-row');
    expect(deposits).toHaveLength(2);
    // Newest first.
    expect(deposits[0]).toContain('<bdi>$1,500</bdi>');
    expect(deposits[1]).toContain('<bdi>$600</bdi>');
    for (const row of deposits) {
      expect(row).toContain('data-testid="deposit-status">Held<');
      expect(row).toContain('>Request refund</button>');
    }
    // Without the $1,500 deposit, $6,000 of buying power is left: the purchase and the bid commit less than that.
    expect(deposits[0]).not.toContain('deposit-in-use');
    // Without the $600 one, $15,000 is left: refundable too.
    expect(deposits[1]).not.toContain('deposit-in-use');
    expect(page).toContain('<dt>Deposits held</dt><dd><bdi>$2,100</bdi></dd>');
    expect(page).toContain('<dt>Buying power</dt><dd><bdi>$21,000</bdi></dd>');

    const spanish = await render(ann, { tab: 'deposits' }, 'es');
    expect(spanish).toContain('>Solicitar reembolso</button>');
    expect(spanish).toMatch(/<dt>Depósitos retenidos<\/dt><dd><bdi>2100\sUS\$<\/bdi>/);
  });

  test('a deposit the open bids lean on keeps its button and says why a refund would be refused', async () => {
    const [deposit] = rows(await render(cal, { tab: 'deposits' }), 'deposit-row');
    expect(deposit).toContain('>Request refund</button>');
    expect(deposit).toContain('data-testid="deposit-in-use">This deposit backs your open bids');
  });

  test('empty tabs say so, with a way on', async () => {
    const purchases = await render(newcomer);
    expect(purchases).toContain(
      'data-testid="transactions-empty">You have not won or bought a vehicle yet. <a href="/search">',
    );
    const deposits = await render(newcomer, { tab: 'deposits' });
    expect(deposits).toContain(
      'You have not made a deposit yet. <a href="/myaccount/bidding-limit/payment">',
    );
    expect(await render(newcomer, { tab: 'refunds' })).toContain('You have no refunds.');
    expect(await render(newcomer, { tab: 'closed' })).toContain('No settled transactions yet.');
  });

  test('closed transactions list the settled deposits; a bad tab or page falls back', async () => {
    const closed = await render(ann, { tab: 'closed' });
    expect(rows(closed, 'closed-row')).toHaveLength(2);
    expect(closed).toContain('2 transactions');
    expect(closed).toContain('<td>Deposit</td>');
    const fallback = await render(ann, { tab: 'everything', page: '-2' });
    expect(fallback).toContain('aria-current="page" href="/myaccount/transactions?tab=purchases"');
    const past = await render(ann, { tab: 'closed', page: '4' });
    expect(past).toContain('data-testid="transactions-past-last-page"');
    expect(past).toContain('href="/myaccount/transactions?tab=closed"');
  });

  test('refunds: one waiting for finance says so, a denied one gives finance’s reason', async () => {
    const db = testDb.database.db;
    const dee = await registerBidder(db, { depositCents: 0 });
    const [held, released] = await db
      .insert(deposits)
      .values([
        { memberId: dee.memberId, amountCents: cents(60_000), status: 'held', method: 'card' },
        { memberId: dee.memberId, amountCents: cents(80_000), status: 'released', method: 'wire' },
      ])
      .returning();
    await db.insert(refunds).values([
      {
        memberId: dee.memberId,
        depositId: held!.id,
        amountCents: cents(60_000),
        status: 'rejected',
        reason: 'The deposit backs a purchase <still> being checked.',
        createdAt: new Date('2021-01-01T10:00:00Z'),
      },
      { memberId: dee.memberId, depositId: released!.id, amountCents: cents(80_000), status: 'requested' },
    ]);
    const [waiting, denied] = rows(await render(dee, { tab: 'refunds' }), 'refund-row');
    expect(waiting).toContain('data-testid="refund-status">Waiting for approval<');
    expect(waiting).not.toContain('refund-reason');
    expect(denied).toContain('data-testid="refund-status">Denied<');
    expect(denied).toContain('Reason: The deposit backs a purchase &lt;still&gt; being checked.');
  });
});
