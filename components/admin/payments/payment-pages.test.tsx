// The console's money pages as a browser gets them (the console's layout and the page rendered to HTML on the server
// renderer), checked with axe-core for WCAG 2.2 A/AA like the console's other pages, and for what each page promises.
// The record-wire form and the refund decision have their own test (payment-forms.test.tsx).
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { cents } from '@/lib/domain/money';
import type { AdminPaymentList, AdminRefundList } from '@/lib/schemas/admin-payments';
import type { SignedInStaff } from '@/lib/server/staff/staff-member';
import { consoleViolations as violations, showConsolePage } from '@/test/kits/console-render';

const finance = {
  id: 'f1',
  email: 'finance@demo.example.com',
  roles: ['finance'],
} as unknown as SignedInStaff;
const viewer = { id: 'v1', email: 'viewer@demo.example.com', roles: ['finance'] } as unknown as SignedInStaff;
let signedIn: SignedInStaff = finance;
let canWrite = true;

const payments: AdminPaymentList = {
  items: [
    {
      id: 12,
      createdAt: '2031-03-05T10:00:00.000Z',
      completedAt: null,
      memberId: 'm1',
      memberEmail: 'ana@example.com',
      purpose: 'deposit',
      method: 'wire',
      state: 'partly_paid',
      amount: cents(100_000),
      reference: 'W-7K9M2QRT',
      received: cents(40_000),
      outstanding: cents(60_000),
      excess: cents(0),
    },
    {
      id: 11,
      createdAt: '2031-03-05T09:00:00.000Z',
      completedAt: '2031-03-05T09:00:01.000Z',
      memberId: 'm2',
      memberEmail: 'ben@example.com',
      purpose: 'checkout',
      method: 'card',
      state: 'approved',
      amount: cents(198_800),
      reference: 'auth_123',
      received: null,
      outstanding: null,
      excess: null,
    },
  ],
  page: 1,
  pageSize: 50,
  total: 51,
  hasMore: true,
};
const refunds: AdminRefundList = {
  items: [
    {
      id: 4,
      createdAt: '2031-03-04T08:00:00.000Z',
      decidedAt: null,
      memberId: 'm1',
      memberEmail: 'ana@example.com',
      depositId: 30,
      method: 'card',
      amount: cents(60_000),
      state: 'requested',
      reason: null,
    },
  ],
  page: 1,
  hasMore: false,
};
const listCalls: unknown[] = [];
let approval = true;

jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => '/admin/payments',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));
jest.unstable_mockModule('@/lib/server/staff/staff-page', () => ({
  currentStaff: async () => ({ member: signedIn, staff: signedIn, mustEnrol: null }),
  requireStaffPage: async () => signedIn,
}));
// No role reads payments without writing them yet: the pages are shown to such staff by turning the write off.
const actualStaff = await import('@/lib/domain/staff');
jest.unstable_mockModule('@/lib/domain/staff', () => ({
  ...actualStaff,
  hasPermission: (roles: never[], permission: string) =>
    permission === 'payments.write' ? canWrite : actualStaff.hasPermission(roles, permission as never),
}));
jest.unstable_mockModule('@/lib/server/payments/lists/admin-payments', () => ({
  listAdminPayments: async (query: unknown) => {
    listCalls.push(query);
    return payments;
  },
}));
jest.unstable_mockModule('@/lib/server/payments/lists/admin-refunds', () => ({
  listAdminRefunds: async (query: unknown) => {
    listCalls.push(query);
    return refunds;
  },
}));
jest.unstable_mockModule('@/lib/server/payments/refund-approval-rule', () => ({
  refundsNeedApproval: () => approval,
}));

const { default: AdminLayout } = await import('@/app/[origin]/admin/layout');
const { default: PaymentsPage } = await import('@/app/[origin]/admin/payments/page');
const { default: WiresPage } = await import('@/app/[origin]/admin/payments/wires/page');
const { default: RefundsPage } = await import('@/app/[origin]/admin/refunds/page');

const show = (page: ReactNode) => showConsolePage(AdminLayout, page);

const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
const search = (query: Record<string, string>) => Promise.resolve(query);

const PAGES: [string, () => Promise<ReactNode>][] = [
  ['the payments list', () => PaymentsPage({ searchParams: search({}) })],
  [
    'the payments list with a refused filter',
    () => PaymentsPage({ searchParams: search({ method: 'cash' }) }),
  ],
  ['recording a wire', () => WiresPage()],
  ['the refunds queue', () => RefundsPage({ searchParams: search({}) })],
];

describe.each(PAGES)('%s', (_name, page) => {
  beforeAll(async () => {
    signedIn = finance;
    canWrite = true;
    await show(await page());
  });

  test('has no axe violations, one h1, every field labelled', async () => {
    expect(await violations()).toEqual([]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const input of document.querySelectorAll('main input, main select, main textarea'))
      expect([input.id, document.querySelector(`label[for="${input.id}"]`)]).not.toEqual([input.id, null]);
  });
});

describe('the money pages', () => {
  beforeEach(() => {
    signedIn = finance;
    canWrite = true;
    approval = true;
    listCalls.length = 0;
  });

  test('the payments list: the filters read as the API reads them, each wire with what is outstanding, the CSV of the same', async () => {
    const query = { method: 'wire', state: 'open', email: 'ANA@example.com', from: '2031-03-01', to: '' };
    await show(await PaymentsPage({ searchParams: search(query) }));
    expect(listCalls).toEqual([
      { method: 'wire', state: 'open', email: 'ana@example.com', from: '2031-03-01', page: 1, pageSize: 50 },
    ]);
    const wire = document.querySelector('[data-testid="payment-12"]')!;
    expect(wire.textContent).toContain('W-7K9M2QRT');
    expect(wire.querySelector('[data-testid="payment-state"]')?.textContent).toBe('Partly paid');
    expect(wire.querySelector('[data-testid="payment-outstanding"]')?.textContent).toBe('$600');
    expect(document.querySelector('[data-testid="payment-11"]')?.textContent).toContain('Purchase');
    expect(document.querySelector('[data-testid="payments-export"]')?.getAttribute('href')).toBe(
      '/rest-api/v2/admin/payments/export.csv?method=wire&state=open&email=ANA%40example.com&from=2031-03-01',
    );
    expect(text('.admin-export')).toContain('51 payments match');
    const next = document.querySelector('nav[aria-label="Payment list pages"] a');
    expect(next?.getAttribute('href')).toBe(
      '/admin/payments?method=wire&state=open&email=ANA%40example.com&from=2031-03-01&page=2',
    );
    expect((document.querySelector('#payments-state') as HTMLSelectElement).value).toBe('open');
    expect(document.querySelector('[data-testid="record-wire-link"]')).not.toBeNull();
  });

  test('a refused filter is named beside its field, and nothing is listed', async () => {
    await show(await PaymentsPage({ searchParams: search({ from: '2031-02-30' }) }));
    expect(listCalls).toEqual([]);
    expect(text('#payments-from-error')).toBe('Enter a date as YYYY-MM-DD.');
    expect(document.querySelector('[data-testid="admin-payments"]')).toBeNull();
  });

  test('recording a wire: the form and the wires still open', async () => {
    await show(await WiresPage());
    expect(listCalls).toEqual([{ method: 'wire', state: 'open', page: 1, pageSize: 50 }]);
    expect(document.querySelector('[data-testid="record-wire-form"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="open-wires"] [data-testid="payment-12"]')).not.toBeNull();
  });

  test('the refunds queue: a waiting request has finance’s buttons; without payments.write none', async () => {
    await show(await RefundsPage({ searchParams: search({}) }));
    expect(listCalls).toEqual([{ state: 'requested', page: 1 }]);
    expect(text('[data-testid="refund-4"] [data-testid="refund-state"]')).toBe('Waiting for a decision');
    expect(document.querySelector('[data-testid="refund-4-approve"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="refund-4-deny"]')).not.toBeNull();
    signedIn = viewer;
    canWrite = false;
    approval = false;
    await show(await RefundsPage({ searchParams: search({ state: 'all' }) }));
    expect(document.querySelector('[data-testid="refund-4-approve"]')).toBeNull();
    expect(text('.admin-lead')).toContain('REFUNDS_NEED_APPROVAL is off');
    await show(await RefundsPage({ searchParams: search({ state: 'maybe' }) }));
    expect(text('#refunds-state-error')).toContain('Choose');
  });
});
