// The console's approvals pages as a browser gets them (the console's layout and the page rendered to HTML on the
// server renderer), checked with axe-core for WCAG 2.2 A/AA like the console's other pages (colour contrast needs the
// stylesheet: e2e covers it), and for what each page promises.
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { cents } from '@/lib/domain/money';
import type { ApprovalDetail, ApprovalList } from '@/lib/schemas/approvals';
import type { SignedInStaff } from '@/lib/server/staff/staff-member';
import { consoleViolations as violations, showConsolePage } from '@/test/kits/console-render';

const auctioneer = {
  id: 'a1',
  email: 'auctioneer@demo.example.com',
  roles: ['auctions'],
} as unknown as SignedInStaff;
const admin = { id: 'x1', email: 'admin@demo.example.com', roles: ['admin'] } as unknown as SignedInStaff;
let signedIn: SignedInStaff = auctioneer;

const bidder = { id: 'm1', name: 'Dana Buyer', email: 'dana@example.com' };
const row = {
  kind: 'high-bid' as const,
  lotId: 340000001,
  offerId: null,
  title: '2018 Honda Accord',
  branchId: 1,
  branchName: 'Dallas',
  waiting: 'seller' as const,
  price: cents(205_000),
  counter: null,
  reserve: cents(500_000),
  buyItNow: null,
  bidder,
  since: '2029-03-05T15:00:00.000Z',
  expiresAt: null,
};
const list: ApprovalList = {
  items: [
    row,
    {
      ...row,
      kind: 'offer',
      lotId: 350000001,
      offerId: 12,
      waiting: 'buyer',
      price: cents(300_000),
      counter: cents(350_000),
      reserve: null,
      buyItNow: cents(400_000),
      expiresAt: '2029-03-07T15:00:00.000Z',
    },
  ],
  page: 1,
  pageSize: 50,
  hasMore: true,
};
const onApproval: ApprovalDetail = {
  ...row,
  offerState: null,
  lotStatus: 'on-approval',
  bidCount: 7,
  saleDate: '2029-03-05T15:00:00.000Z',
  timeZone: 'America/Chicago',
  decidable: true,
  history: [],
};
const countered: ApprovalDetail = {
  ...onApproval,
  offerId: 5,
  offerState: 'countered',
  waiting: 'buyer',
  decidable: false,
  counter: cents(300_000),
  expiresAt: '2029-03-07T15:00:00.000Z',
  history: [
    {
      id: 5,
      kind: 'high-bid',
      state: 'countered',
      bidder,
      amount: cents(205_000),
      counter: cents(300_000),
      expiresAt: '2029-03-07T15:00:00.000Z',
      createdAt: '2029-03-05T16:00:00.000Z',
      closedAt: null,
    },
  ],
};
const offer: ApprovalDetail = {
  ...onApproval,
  kind: 'offer',
  lotId: 350000001,
  offerId: 12,
  offerState: 'open',
  lotStatus: 'pre-bidding',
  price: cents(300_000),
  reserve: null,
  buyItNow: cents(400_000),
};
let shown: ApprovalDetail | null = onApproval;

jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => '/admin/approvals',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  notFound: () => {
    throw new Error('not found');
  },
}));
jest.unstable_mockModule('@/lib/server/staff/staff-page', () => ({
  currentStaff: async () => ({ member: signedIn, staff: signedIn, mustEnrol: null }),
  requireStaffPage: async () => signedIn,
}));
jest.unstable_mockModule('@/lib/server/approvals/list-approvals', () => ({
  listApprovals: async () => list,
}));
jest.unstable_mockModule('@/lib/server/approvals/branch-choices', () => ({
  branchChoices: async () => [{ id: 1, name: 'Dallas' }],
}));
jest.unstable_mockModule('@/lib/server/approvals/approval-view', () => ({
  approvalForLot: async () => shown,
  approvalForOffer: async () => shown,
}));

const { default: AdminLayout } = await import('@/app/[origin]/admin/layout');
const { default: ApprovalsPage } = await import('@/app/[origin]/admin/approvals/page');
const { default: ApprovalLotPage } = await import('@/app/[origin]/admin/approvals/lots/[id]/page');
const { default: ApprovalOfferPage } = await import('@/app/[origin]/admin/approvals/offers/[id]/page');

const show = (page: ReactNode) => showConsolePage(AdminLayout, page);

const params = (id: string) => Promise.resolve({ id });
const search = (query: Record<string, string>) => Promise.resolve(query);
const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';

const PAGES: [string, ApprovalDetail | null, () => Promise<ReactNode>][] = [
  ['the list', null, () => ApprovalsPage({ searchParams: search({ branch: '1', state: 'seller' }) })],
  [
    'the list with a refused filter',
    null,
    () => ApprovalsPage({ searchParams: search({ state: 'nobody' }) }),
  ],
  ['a lot on approval', onApproval, () => ApprovalLotPage({ params: params('340000001') })],
  ['a lot whose counter waits', countered, () => ApprovalLotPage({ params: params('340000001') })],
  ['an offer', offer, () => ApprovalOfferPage({ params: params('12') })],
];

describe.each(PAGES)('%s', (_name, detail, page) => {
  beforeAll(async () => {
    signedIn = auctioneer;
    shown = detail;
    await show(await page());
  });

  test('has no axe violations, one h1, every field labelled', async () => {
    expect(await violations()).toEqual([]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const input of document.querySelectorAll('main input, main select, main textarea'))
      expect([input.id, document.querySelector(`label[for="${input.id}"]`)]).not.toEqual([input.id, null]);
  });
});

describe('the approvals pages', () => {
  test('the list: GET filters kept as asked, rows with bid, reserve, bidder, age and counter, linking to decide', async () => {
    await show(await ApprovalsPage({ searchParams: search({ branch: '1', state: 'seller' }) }));
    expect(document.querySelector('form[role="search"]')?.getAttribute('method')).toBe('get');
    expect((document.getElementById('approvals-branch') as HTMLSelectElement).value).toBe('1');
    expect((document.getElementById('approvals-state') as HTMLSelectElement).value).toBe('seller');
    const rows = [...document.querySelectorAll('[data-testid="approval-row"]')];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('High bid on approval');
    expect(rows[0]!.textContent).toContain('$2,050');
    expect(rows[0]!.textContent).toContain('$5,000');
    expect(rows[0]!.textContent).toContain('dana@example.com');
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toBe('/admin/approvals/lots/340000001');
    expect(rows[1]!.querySelector('a')?.getAttribute('href')).toBe('/admin/approvals/offers/12');
    expect(rows[1]!.textContent).toContain('$3,500 until Mar 7, 2029, 3:00 PM UTC');
    expect(document.querySelector('nav[aria-label="Approval list pages"] a')?.getAttribute('href')).toBe(
      '/admin/approvals?branch=1&state=seller&page=2',
    );
  });

  test('a refused filter says why instead of listing', async () => {
    await show(await ApprovalsPage({ searchParams: search({ state: 'nobody' }) }));
    expect(text('#approvals-state-error')).toBe('Choose one from the list.');
    expect(document.querySelector('[data-testid="admin-approvals"]')).toBeNull();
  });

  test('a lot on approval: its facts and the three answers as forms, for the seller', async () => {
    shown = onApproval;
    await show(await ApprovalLotPage({ params: params('340000001') }));
    expect(text('h1')).toBe('Lot 340000001: 2018 Honda Accord');
    expect(text('[data-testid="approval-standing"]')).toBe('Waits for your decision.');
    expect(text('[data-testid="approval-facts"]')).toContain('High bid$2,050');
    expect(text('[data-testid="approval-facts"]')).toContain('Reserve$5,000');
    expect(text('[data-testid="approval-accept"]')).toBe('Accept $2,050');
    expect(document.querySelector('[data-testid="approval-reject"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="approval-counter-form"] label')?.textContent).toBe(
      'Counter-offer price (USD)',
    );
    expect(text('#approval-counter-hint')).toContain('Whole dollars above $2,050.');
  });

  test('a counter that waits for the buyer: no answers, its price and deadline in the branch’s time', async () => {
    shown = countered;
    await show(await ApprovalLotPage({ params: params('340000001') }));
    expect(text('[data-testid="approval-standing"]')).toBe(
      'A counter-offer of $3,000 waits for the buyer until Mar 7, 2029, 9:00 AM CST.',
    );
    expect(document.querySelector('[data-testid="approval-accept"]')).toBeNull();
    expect(text('[data-testid="approval-history"] tbody')).toContain('Countered');
  });

  test('an offer: its counter is capped by the buy-it-now price; the audit link for who may read it', async () => {
    shown = offer;
    signedIn = admin;
    await show(await ApprovalOfferPage({ params: params('12') }));
    expect(text('h1')).toBe('Offer 12 on lot 350000001: 2018 Honda Accord');
    expect(text('#approval-counter-hint')).toContain('at most the buy-it-now price of $4,000');
    expect(document.querySelector('a[href="/admin/audit?entity=offer&entity_id=12"]')).not.toBeNull();
    signedIn = auctioneer;
  });

  test('ids that cannot be are not found', async () => {
    await expect(ApprovalLotPage({ params: params('12') })).rejects.toThrow('not found');
    await expect(ApprovalOfferPage({ params: params('x') })).rejects.toThrow('not found');
    shown = null;
    await expect(ApprovalOfferPage({ params: params('99') })).rejects.toThrow('not found');
  });
});
