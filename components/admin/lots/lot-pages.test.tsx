// The console's lot pages as a browser gets them (the console's layout and the page rendered to HTML on the server
// renderer), checked with axe-core for WCAG 2.2 A/AA like the console's other pages (components/admin/
// console-pages.test.tsx; colour contrast needs the stylesheet: e2e covers it), and for what each page promises.
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import type { AdminLot, AdminLotList, LotFormOptions } from '@/lib/schemas/admin-lots';
import type { SignedInStaff } from '@/lib/server/staff/staff-member';
import { cents } from '@/lib/domain/money';
import { consoleViolations as violations, showConsolePage } from '@/test/kits/console-render';

const clerk = { id: 'c1', email: 'clerk@demo.example.com', roles: ['inventory'] } as unknown as SignedInStaff;
const finance = {
  id: 'f1',
  email: 'finance@demo.example.com',
  roles: ['finance'],
} as unknown as SignedInStaff;
let signedIn: SignedInStaff = clerk;

const lot: AdminLot = {
  id: 100000001,
  stockNumber: '10000001',
  status: 'pre-bidding',
  vin: '1HGCM82633A004352',
  year: 2003,
  make: 'Honda',
  makeSlug: 'honda',
  model: 'Accord',
  modelSlug: 'accord',
  trim: 'EX',
  vehicleType: 'automobile',
  bodyStyle: 'sedan',
  color: 'blue',
  engine: '2.4L I4',
  cylinders: 4,
  drive: 'FWD',
  fuel: 'gasoline',
  transmission: 'automatic',
  odometer: 81_234,
  odometerBrand: 'actual',
  primaryDamage: 'front-end',
  secondaryDamage: null,
  lossType: 'collision',
  titleType: 'salvage',
  titleState: 'TX',
  startCode: 'starts',
  hasKeys: true,
  airbags: 'intact',
  estimatedRetailValue: cents(950_000),
  repairCost: null,
  branchId: 1,
  buyItNowPrice: null,
  reservePrice: cents(250_000),
  saleDate: '2031-03-05T16:00:00.000Z',
  lane: 'A',
  auctionId: 7,
  images: [],
  currentBid: cents(0),
  bidCount: 0,
  withdrawnReason: null,
  withdrawnAt: null,
  createdAt: '2031-03-01T09:00:00.000Z',
  updatedAt: '2031-03-01T09:00:00.000Z',
  path: '/100000001-2003-honda-accord-ex',
};
let shown: AdminLot = lot;
const list: AdminLotList = {
  items: [{ ...lot, saleDate: lot.saleDate, updatedAt: lot.updatedAt }],
  page: 2,
  pageSize: 25,
  hasMore: true,
};
const option = (value: string) => ({ value, label: value.toUpperCase() });
const options: LotFormOptions = {
  bodyStyle: [option('sedan')],
  color: [option('blue')],
  drive: [option('FWD')],
  fuel: [option('gasoline')],
  transmission: [option('automatic')],
  odometerBrand: [option('actual')],
  primaryDamage: [option('front-end')],
  lossType: [option('collision')],
  titleType: [option('salvage')],
  titleState: [option('TX')],
  startCode: [option('starts')],
  airbags: [option('intact')],
  branches: [{ id: 1, label: 'Dallas, TX (1)', lanes: ['A'], timeZone: 'America/Chicago' }],
  makes: ['Honda'],
  models: { Honda: ['Accord'] },
};

jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => '/admin/lots',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  notFound: () => {
    throw new Error('not found');
  },
}));
jest.unstable_mockModule('@/lib/server/staff/staff-page', () => ({
  currentStaff: async () => ({ member: signedIn, staff: signedIn, mustEnrol: null }),
  requireStaffPage: async () => signedIn,
}));
jest.unstable_mockModule('@/lib/server/inventory/list-admin-lots', () => ({
  listAdminLots: async () => list,
}));
jest.unstable_mockModule('@/lib/server/inventory/admin-lot-view', () => ({
  findAdminLot: async () => shown,
}));
// The photos' section (components/admin/photos) reads its own rows: not this test's subject.
jest.unstable_mockModule('@/components/admin/photos/lot-photos-section', () => ({
  LotPhotosSection: () => null,
}));
jest.unstable_mockModule('@/lib/server/inventory/lot-form-options', () => ({
  lotFormOptions: async () => options,
}));

const { default: AdminLayout } = await import('@/app/[origin]/admin/layout');
const { default: LotsPage } = await import('@/app/[origin]/admin/lots/page');
const { default: CheckInPage } = await import('@/app/[origin]/admin/lots/new/page');
const { default: LotPage } = await import('@/app/[origin]/admin/lots/[id]/page');

const show = (page: ReactNode) => showConsolePage(AdminLayout, page);

const params = (id: string) => Promise.resolve({ id });
const search = (query: Record<string, string>) => Promise.resolve(query);
const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
const labelled = (label: string) =>
  [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.getAttribute('for');

const PAGES: [string, SignedInStaff, () => Promise<ReactNode>][] = [
  [
    'the lot list',
    clerk,
    () => LotsPage({ searchParams: search({ q: '1HGCM', status: 'pre-bidding', page: '2' }) }),
  ],
  ['the lot list with a refused search', clerk, () => LotsPage({ searchParams: search({ status: 'lost' }) })],
  ['the check-in page', clerk, () => CheckInPage()],
  [
    'a lot’s page',
    clerk,
    () => LotPage({ params: params('100000001'), searchParams: search({ 'checked-in': '1' }) }),
  ],
  [
    'a lot’s page, read only',
    finance,
    () => LotPage({ params: params('100000001'), searchParams: search({}) }),
  ],
];

describe.each(PAGES)('%s', (_name, who, page) => {
  beforeAll(async () => {
    signedIn = who;
    shown = lot;
    await show(await page());
  });

  test('has no axe violations, one h1, every field labelled', async () => {
    expect(await violations()).toEqual([]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const input of document.querySelectorAll('main input, main select, main textarea'))
      expect([input.id, document.querySelector(`label[for="${input.id}"]`)]).not.toEqual([input.id, null]);
  });
});

describe('the lot pages', () => {
  test('the list: a GET search kept as asked, rows linking to each lot, pages either side', async () => {
    signedIn = clerk;
    await show(await LotsPage({ searchParams: search({ q: '1HGCM', status: 'pre-bidding', page: '2' }) }));
    expect(document.querySelector('form[role="search"]')?.getAttribute('method')).toBe('get');
    expect((document.getElementById('lots-q') as HTMLInputElement).value).toBe('1HGCM');
    expect(text('tbody tr')).toContain('2003 Honda Accord EX');
    expect(text('tbody tr')).toContain('Pre-bidding open');
    expect(document.querySelector('tbody a')?.getAttribute('href')).toBe('/admin/lots/100000001');
    const pages = [...document.querySelectorAll('nav[aria-label="Lot list pages"] a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(pages).toEqual([
      '/admin/lots?q=1HGCM&status=pre-bidding',
      '/admin/lots?q=1HGCM&status=pre-bidding&page=3',
    ]);
    expect(document.querySelector('a[href="/admin/lots/new"]')?.textContent).toBe('Check in a vehicle');
  });

  test('staff who only read lots get no check-in link and a read-only form without the withdraw form', async () => {
    signedIn = finance;
    await show(await LotsPage({ searchParams: search({}) }));
    expect(document.querySelector('a[href="/admin/lots/new"]')).toBeNull();
    await show(await LotPage({ params: params('100000001'), searchParams: search({}) }));
    expect(document.querySelector('[data-testid="edit-lot-form"] fieldset')?.hasAttribute('disabled')).toBe(
      true,
    );
    expect(document.querySelector('[data-testid="withdraw-form"]')).toBeNull();
  });

  test('a lot’s page: its numbers, the sale in the branch’s time, the withdraw form; a withdrawn one says why', async () => {
    signedIn = clerk;
    await show(await LotPage({ params: params('100000001'), searchParams: search({ 'checked-in': '1' }) }));
    expect(text('[data-testid="checked-in"]')).toBe('Checked in as lot 100000001, stock number 10000001.');
    expect(text('[data-testid="lot-summary"]')).toContain('Stock number10000001');
    expect((document.getElementById(labelled('Sale starts (optional)')!) as HTMLInputElement).value).toBe(
      '2031-03-05T10:00',
    );
    expect(document.querySelector('[data-testid="withdraw-form"] textarea')).not.toBeNull();

    shown = {
      ...lot,
      status: 'withdrawn',
      withdrawnReason: 'Owner sold it.',
      withdrawnAt: '2031-03-02T10:00:00.000Z',
    };
    await show(await LotPage({ params: params('100000001'), searchParams: search({}) }));
    expect(text('[data-testid="lot-summary"]')).toContain('StatusWithdrawn');
    expect(text('[data-testid="lot-summary"]')).toContain('ReasonOwner sold it.');
    expect(document.querySelector('[data-testid="withdraw-form"]')).toBeNull();
  });

  test('a lot id that is not 9 digits is not found', async () => {
    await expect(LotPage({ params: params('12'), searchParams: search({}) })).rejects.toThrow('not found');
  });
});
