// The console's handover pages as a browser gets them (layout and page rendered to HTML on the server renderer),
// checked with axe-core like the other console pages; their forms: handover-forms.test.tsx.
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { cents } from '@/lib/domain/money';
import type { AdminHandover, HandoverListQuery } from '@/lib/schemas/handover';
import type { SignedInStaff } from '@/lib/server/staff/staff-member';
import { consoleViolations as violations, showConsolePage } from '@/test/kits/console-render';

const yard = { id: 'y1', email: 'clerk@demo.example.com', roles: ['inventory'] } as unknown as SignedInStaff;
let staff: SignedInStaff = yard;
const handover: AdminHandover = {
  lotId: 360000001,
  vehicle: '2018 Honda Accord EX',
  stockNumber: '50000001',
  vin: '1HGCM82633A004352',
  titleStep: 'mailed',
  titleSteps: [
    { step: 'awaiting-seller', at: '2031-03-03T15:00:00.000Z' },
    { step: 'received', at: '2031-03-04T15:00:00.000Z' },
    { step: 'processing', at: '2031-03-05T15:00:00.000Z' },
    { step: 'mailed', at: '2031-03-06T15:00:00.000Z' },
    { step: 'delivered', at: null },
  ],
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  paid: true,
  paidAt: '2031-03-03T16:00:00.000Z',
  yard: {
    name: 'Dallas',
    address: ['4200 Salvage Yard Rd', 'Dallas, TX 75201'],
    hours: 'Monday to Friday, 8:00 AM to 4:30 PM',
    timeZone: 'America/Chicago',
  },
  storage: {
    startDay: '2031-03-03',
    lastFreeDay: '2031-03-06',
    throughDay: '2031-03-12',
    chargeableDays: 6,
    perDay: cents(2_500),
    accrued: cents(15_000),
    charged: cents(0),
    uncharged: cents(15_000),
  },
  delays: [
    {
      id: 1,
      cause: 'title',
      from: '2031-03-07',
      to: '2031-03-08',
      days: 2,
      reason: 'Lien release awaited',
      recordedAt: '2031-03-07T10:00:00.000Z',
    },
  ],
  pickedUpAt: null,
  storageInvoice: null,
  gatePassAvailable: true,
  buyer: { id: 'm1', email: 'buyer@example.com', name: 'Ann Buyer' },
  gatePassCode: 'GP-012Z0-18ZZ0',
  pickedUpBy: null,
  demoClockDays: 0,
};
const pickedUp: AdminHandover = {
  ...handover,
  pickedUpAt: '2031-03-12T17:00:00.000Z',
  pickedUpBy: 'clerk@demo.example.com',
  storageInvoice: { days: 6, amount: cents(15_000), paid: false },
  gatePassAvailable: false,
};
let found: AdminHandover | null = handover;
const asked: HandoverListQuery[] = [];

jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => '/admin/handover',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  notFound: () => {
    throw new Error('not found');
  },
}));
jest.unstable_mockModule('@/lib/server/staff/staff-page', () => ({
  currentStaff: async () => ({ member: staff, staff, mustEnrol: null }),
  requireStaffPage: async () => staff,
}));
jest.unstable_mockModule('@/lib/server/handover/list-handovers', () => ({
  listHandovers: async (query: HandoverListQuery) => {
    asked.push(query);
    return { items: [handover, pickedUp], page: 1, pageSize: 50, hasMore: true };
  },
  findHandover: async () => found,
}));
jest.unstable_mockModule('@/lib/server/handover/mark-pickup', () => ({
  findByGatePass: async () => found,
}));

const { default: AdminLayout } = await import('@/app/[origin]/admin/layout');
const { default: ListPage } = await import('@/app/[origin]/admin/handover/page');
const { default: LotPage } = await import('@/app/[origin]/admin/handover/[id]/page');
const { default: PickupPage } = await import('@/app/[origin]/admin/handover/pickup/page');

const show = (page: ReactNode) => showConsolePage(AdminLayout, page);

const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;
const lotParams = { params: Promise.resolve({ id: '360000001' }) };

beforeEach(() => {
  staff = yard;
  found = handover;
});

describe.each([
  ['the list', () => ListPage({ searchParams: Promise.resolve({}) })],
  ['a lot’s page', () => LotPage(lotParams)],
  ['the pickup page, found', () => PickupPage({ searchParams: Promise.resolve({ code: 'gp 012z0 18zz0' }) })],
  ['the pickup page, empty', () => PickupPage({ searchParams: Promise.resolve({}) })],
])('%s', (_name, page) => {
  test('has no axe violations, one h1, every input labelled', async () => {
    await show(await page());
    expect(await violations()).toEqual([]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const input of document.querySelectorAll(
      'main input:not([type="radio"]), main select, main textarea',
    ))
      expect([input.id, document.querySelector(`label[for="${input.id}"]`)]).toEqual([
        input.id,
        expect.anything(),
      ]);
  });
});

test('the list shows title, payment, last free day and pickup; filters go to the service; bad ones are said', async () => {
  await show(await ListPage({ searchParams: Promise.resolve({ step: 'mailed', paid: 'yes', page: '1' }) }));
  expect(asked.at(-1)).toMatchObject({ step: 'mailed', paid: 'yes', page: 1 });
  const rows = [...document.querySelectorAll('[data-testid="handover-row"]')].map((r) =>
    [...r.children].map((c) => c.textContent),
  );
  expect(rows[0]).toEqual([
    '360000001',
    '2018 Honda Accord EXStock 50000001',
    'buyer@example.com',
    'Mailed',
    'Paid',
    'Thu, Mar 6, 2031',
    '6 days ($150)',
    'In the yard',
  ]);
  expect(rows[1]![7]).toBe('Mar 12, 2031, 5:00 PM UTC');
  expect(document.querySelector('nav[aria-label="Sold lot pages"] a')?.getAttribute('href')).toBe(
    '/admin/handover?step=mailed&paid=yes&page=2',
  );
  expect(document.querySelector('[data-testid="handover-pickup-link"]')?.getAttribute('href')).toBe(
    '/admin/handover/pickup',
  );
  await show(await ListPage({ searchParams: Promise.resolve({ step: 'lost' }) }));
  expect(document.querySelector('#handover-step-error')?.textContent).toContain('One of awaiting-seller');
  expect(document.querySelector('[data-testid="admin-handover"]')).toBeNull();
});

test('a lot’s page: steps with dates, the next move, delays, the pickup form; read-only staff see no forms', async () => {
  await show(await LotPage(lotParams));
  expect(
    [...document.querySelectorAll('[data-testid="admin-title-steps"] li')].map((li) => li.textContent),
  ).toEqual([
    'Awaiting from the seller: Mar 3, 2031, 3:00 PM UTC',
    'Received: Mar 4, 2031, 3:00 PM UTC',
    'Being processed: Mar 5, 2031, 3:00 PM UTC',
    'Mailed: Mar 6, 2031, 3:00 PM UTC (UPS, tracking 1Z999AA10123456784)',
    'Delivered: not yet',
  ]);
  expect(text('title-move')).toBe('Mark the title delivered');
  expect(text('admin-delays')).toContain('Lien release awaited');
  expect(document.querySelector('[data-testid="pickup-form"]')).not.toBeNull();
  expect(document.querySelector('[data-testid="delay-form"]')).not.toBeNull();
  expect(text('handover-last-free-day')).toBe('Thu, Mar 6, 2031');

  staff = { id: 'f1', email: 'finance@demo.example.com', roles: ['finance'] } as unknown as SignedInStaff;
  await show(await LotPage(lotParams));
  expect(document.querySelector('form[data-testid]')).toBeNull();

  found = pickedUp;
  staff = yard;
  await show(await LotPage(lotParams));
  expect(document.querySelector('[data-testid="pickup-form"]')).toBeNull();
  expect(text('handover-invoice')).toBe('$150 for 6 days, due');
});

test('the pickup page finds the lot of a typed code and offers to release it; an unknown code is said', async () => {
  await show(await PickupPage({ searchParams: Promise.resolve({ code: 'gp 012z0 18zz0' }) }));
  expect(document.querySelector<HTMLInputElement>('#pickup-code')?.value).toBe('GP-012Z0-18ZZ0');
  expect(text('handover-summary')).toContain('Ann Buyer (buyer@example.com)');
  found = null;
  await show(await PickupPage({ searchParams: Promise.resolve({ code: 'GP-ZZZZZ-ZZZZZ' }) }));
  expect(text('pickup-not-found')).toBe('No gate pass has the code GP-ZZZZZ-ZZZZZ.');
  await show(await PickupPage({ searchParams: Promise.resolve({ code: 'nonsense' }) }));
  expect(document.querySelector('#lookup-code-error')?.textContent).toBe(
    'Not a gate pass code (GP-XXXXX-XXXXX).',
  );
});
