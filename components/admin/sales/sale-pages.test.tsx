// The console's sales pages as a browser gets them (the console's layout and the page rendered to HTML on the server
// renderer), checked with axe-core for WCAG 2.2 A/AA like the console's other pages, and for what each page promises:
// the calendar's days and branch times, the sale's facts and which forms it offers to whom.
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { cents } from '@/lib/domain/money';
import type { Sale, SaleBranch, SaleList } from '@/lib/schemas/admin-sales';
import type { SignedInStaff } from '@/lib/server/staff/staff-member';
import { consoleViolations as violations, showConsolePage } from '@/test/kits/console-render';

const auctioneer = {
  id: 'a1',
  email: 'auctions@demo.example.com',
  roles: ['auctions'],
} as unknown as SignedInStaff;
const reader = { id: 'r1', email: 'reader@demo.example.com', roles: ['finance'] } as unknown as SignedInStaff;
let signedIn: SignedInStaff = auctioneer;

const dallas: SaleBranch = {
  id: 1,
  name: 'Dallas',
  city: 'Dallas',
  state: 'TX',
  timeZone: 'America/Chicago',
  lanes: ['A', 'B'],
};
const phoenix: SaleBranch = {
  ...dallas,
  id: 2,
  name: 'Phoenix',
  city: 'Phoenix',
  state: 'AZ',
  timeZone: 'America/Phoenix',
};
// 03:00 UTC on March 6 is 21:00 on March 5 in Dallas: the calendar lists it on Dallas's March 5.
const list: SaleList = {
  from: '2031-03-03',
  days: 7,
  items: [
    {
      id: 11,
      branchId: 1,
      branchName: 'Dallas',
      timeZone: 'America/Chicago',
      lane: 'A',
      startsAt: '2031-03-06T03:00:00.000Z',
      day: '2031-03-05',
      status: 'scheduled',
      lotCount: 3,
      cancelReason: null,
    },
    {
      id: 12,
      branchId: 2,
      branchName: 'Phoenix',
      timeZone: 'America/Phoenix',
      lane: 'A',
      startsAt: '2031-03-05T17:00:00.000Z',
      day: '2031-03-05',
      status: 'cancelled',
      lotCount: 2,
      cancelReason: 'Yard flooded.',
    },
  ],
};
const sale: Sale = {
  id: 11,
  branch: dallas,
  lane: 'A',
  startsAt: '2031-03-06T03:00:00.000Z',
  status: 'scheduled',
  started: false,
  lots: [
    {
      place: 1,
      position: 1,
      id: 300000001,
      stockNumber: '40000001',
      title: '2018 Honda Accord',
      status: 'pre-bidding',
      bidCount: 0,
      currentBid: cents(0),
      movable: true,
      path: '/300000001-2018-honda-accord',
    },
  ],
};
let shown: Sale | null = sale;

jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => '/admin/sales',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  notFound: () => {
    throw new Error('not found');
  },
}));
jest.unstable_mockModule('@/lib/server/staff/staff-page', () => ({
  currentStaff: async () => ({ member: signedIn, staff: signedIn, mustEnrol: null }),
  requireStaffPage: async () => signedIn,
}));
jest.unstable_mockModule('@/lib/server/sales/list-sales', () => ({
  CALENDAR_DAYS: 7,
  listSales: async () => list,
}));
jest.unstable_mockModule('@/lib/server/sales/sale-view', () => ({
  findSale: async () => shown,
  saleBranches: async () => [dallas, phoenix],
}));

const { default: AdminLayout } = await import('@/app/[origin]/admin/layout');
const { default: SalesPage } = await import('@/app/[origin]/admin/sales/page');
const { default: NewSalePage } = await import('@/app/[origin]/admin/sales/new/page');
const { default: SalePage } = await import('@/app/[origin]/admin/sales/[id]/page');

const show = (page: ReactNode) => showConsolePage(AdminLayout, page);

const search = (query: Record<string, string>) => Promise.resolve(query);
const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';

const PAGES: [string, SignedInStaff, () => Promise<ReactNode>][] = [
  [
    'the calendar',
    auctioneer,
    () => SalesPage({ searchParams: search({ branchId: '', from: '2031-03-03' }) }),
  ],
  [
    'the calendar with a refused day',
    auctioneer,
    () => SalesPage({ searchParams: search({ from: '2031-02-30' }) }),
  ],
  ['the new sale page', auctioneer, () => NewSalePage({ searchParams: search({ branchId: '1' }) })],
  [
    'a sale’s page',
    auctioneer,
    () => SalePage({ params: Promise.resolve({ id: '11' }), searchParams: search({ created: '1' }) }),
  ],
  [
    'a sale’s page, read only',
    reader,
    () => SalePage({ params: Promise.resolve({ id: '11' }), searchParams: search({}) }),
  ],
];

describe.each(PAGES)('%s', (_name, who, page) => {
  beforeAll(async () => {
    signedIn = who;
    shown = sale;
    await show(await page());
  });

  test('has no axe violations, one h1, every field labelled', async () => {
    expect(await violations()).toEqual([]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const input of document.querySelectorAll('main input, main select, main textarea'))
      expect([input.id, document.querySelector(`label[for="${input.id}"]`)]).not.toEqual([input.id, null]);
  });
});

describe('the sales pages', () => {
  test('the calendar: a section a day, each sale at its branch’s time, a cancelled one with its reason', async () => {
    signedIn = auctioneer;
    await show(
      await SalesPage({
        searchParams: search({ from: '2031-03-03', cancelled: '12', released: '2', preBids: '1' }),
      }),
    );
    const days = [...document.querySelectorAll('[data-testid="sale-calendar"] section')].map((s) =>
      s.getAttribute('data-day'),
    );
    expect(days).toEqual([
      '2031-03-03',
      '2031-03-04',
      '2031-03-05',
      '2031-03-06',
      '2031-03-07',
      '2031-03-08',
      '2031-03-09',
    ]);
    const march5 = document.querySelector('section[data-day="2031-03-05"]')!;
    expect(march5.querySelector('h2')?.textContent).toBe('Wednesday, March 5, 2031');
    const rows = [...march5.querySelectorAll('[data-testid="sale-row"]')];
    expect(rows.map((r) => r.textContent)).toEqual([
      '9:00 PM CSTDallasA3Scheduled',
      '10:00 AM MSTPhoenixA2 releasedCancelled: Yard flooded.',
    ]);
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toBe('/admin/sales/11');
    expect(rows[1]!.querySelector('a')).toBeNull();
    expect(text('section[data-day="2031-03-06"]')).toContain('No sales.');
    expect(text('[data-testid="sale-cancelled"]')).toBe(
      'Sale 12 cancelled: 2 lots back to upcoming, 1 pre-bid released; the bidders are being told.',
    );
    expect(document.querySelector('a[href="/admin/sales/new"]')?.textContent).toBe('Schedule a sale');
    const pages = [...document.querySelectorAll('nav[aria-label="Calendar pages"] a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(pages).toEqual(['/admin/sales?from=2031-02-24', '/admin/sales?from=2031-03-10']);
    expect(document.querySelector('form[role="search"]')?.getAttribute('method')).toBe('get');
  });

  test('a sale’s page: its start on the branch’s clock, the runlist and, for sales.write, the forms', async () => {
    signedIn = auctioneer;
    shown = sale;
    await show(
      await SalePage({ params: Promise.resolve({ id: '11' }), searchParams: search({ created: '1' }) }),
    );
    expect(text('[data-testid="sale-created"]')).toBe('Sale 11 scheduled. Assign its lots below.');
    expect(text('[data-testid="sale-facts"]')).toContain('StartsWed, Mar 5, 2031, 9:00 PM CST');
    expect(document.querySelector('[data-testid="runlist"] tbody tr')?.getAttribute('data-lot-id')).toBe(
      '300000001',
    );
    for (const form of ['assign-lots-form', 'reschedule-form', 'cancel-sale-form'])
      expect([form, document.querySelector(`[data-testid="${form}"]`) !== null]).toEqual([form, true]);
    expect((document.getElementById('reschedule-startsAt') as HTMLInputElement).value).toBe(
      '2031-03-05T21:00',
    );
    expect(document.querySelector('a[href="/admin/sales?branchId=1&from=2031-03-05"]')?.textContent).toBe(
      'Sale calendar',
    );
  });

  test('read-only staff and a live sale get the runlist without the forms', async () => {
    signedIn = reader;
    await show(await SalePage({ params: Promise.resolve({ id: '11' }), searchParams: search({}) }));
    expect(document.querySelector('[data-testid="cancel-sale-form"]')).toBeNull();
    expect(document.querySelector('[data-testid="runlist"] button')).toBeNull();

    signedIn = auctioneer;
    shown = { ...sale, status: 'live', started: true };
    await show(await SalePage({ params: Promise.resolve({ id: '11' }), searchParams: search({}) }));
    expect(document.querySelector('[data-testid="cancel-sale-form"]')).toBeNull();
    expect(document.querySelector('[data-testid="reschedule-form"]')).toBeNull();
    expect(text('[data-testid="sale-live-note"]')).toContain('The sale has started');
    expect(document.querySelector('[data-testid="runlist"] button')).not.toBeNull();
  });

  test('a sale that is not there, or an id that is not one, is not found', async () => {
    shown = null;
    await expect(
      SalePage({ params: Promise.resolve({ id: '11' }), searchParams: search({}) }),
    ).rejects.toThrow('not found');
    await expect(
      SalePage({ params: Promise.resolve({ id: 'x' }), searchParams: search({}) }),
    ).rejects.toThrow('not found');
  });
});
