/** @jest-environment node */
// The console's pages as a browser gets them (layout and page rendered to HTML by React's server renderer, as async
// server components need), loaded into a jsdom window and checked with axe-core for WCAG 2.2 A/AA as
// e2e/accessibility.spec.ts checks the site's pages (colour contrast needs the stylesheet, which jsdom does not
// apply: that stays e2e's), and for the landmarks, skip link, labels and marks the console promises.
import { jest } from '@jest/globals';
import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { AuditPage } from '@/lib/schemas/admin-audit';
import type { SignedInStaff } from '@/lib/server/staff/staff-member';

const admin = { id: 'a1', email: 'admin@demo.example.com', roles: ['admin'] } as unknown as SignedInStaff;
const clerk = { id: 'c1', email: 'clerk@demo.example.com', roles: ['inventory'] } as unknown as SignedInStaff;
let signedIn: SignedInStaff = admin;
let pathname = '/admin';

jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));
jest.unstable_mockModule('@/lib/server/staff/staff-page', () => ({
  currentStaff: async () => ({ member: signedIn, staff: signedIn, mustEnrol: null }),
  requireStaffPage: async () => signedIn,
}));
jest.unstable_mockModule('@/lib/server/staff/dashboard', () => ({
  dashboardCounts: async () => ({
    day: '2031-03-05',
    checkedIn: 12,
    photographed: 3,
    scheduled: 1480,
    onApproval: 7,
  }),
}));
const auditPage: AuditPage = {
  items: [
    {
      id: 2,
      at: new Date('2031-03-05T10:00:00Z'),
      actorId: 'c1',
      actorEmail: 'clerk@demo.example.com',
      action: 'lot.update',
      entity: 'lot',
      entityId: '100000001',
      before: { odometer: 1000, color: 'Blue' },
      after: { odometer: 1200, color: 'Blue' },
      requestId: null,
    },
    {
      id: 1,
      at: new Date('2031-03-05T09:00:00Z'),
      actorId: 'c1',
      actorEmail: 'clerk@demo.example.com',
      action: 'lot.create',
      entity: 'lot',
      entityId: '100000001',
      before: null,
      after: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`field${i}`, i])),
      requestId: null,
    },
  ],
  nextCursor: '1',
};
jest.unstable_mockModule('@/lib/server/audit/list-audit', () => ({ listAudit: async () => auditPage }));

const { default: AdminLayout } = await import('@/app/[origin]/admin/layout');
const { default: DashboardPage } = await import('@/app/[origin]/admin/page');
const { default: AuditLogPage } = await import('@/app/[origin]/admin/audit/page');
const { default: Forbidden } = await import('@/app/[origin]/admin/forbidden');
const { default: AdminNotFound } = await import('@/app/[origin]/admin/not-found');

let window: JSDOM['window'];
let document: Document;

/** The page inside the console's layout, rendered to HTML and loaded as the document under test. */
async function show(page: ReactNode) {
  const stream = await renderToReadableStream(await AdminLayout({ children: page }));
  await stream.allReady;
  const dom = new JSDOM(await new Response(stream).text(), { runScripts: 'outside-only' });
  window = dom.window;
  document = window.document;
  // The layout's metadata (the title) is Next's to add; the axe rule wants one.
  document.title = 'Console';
  window.eval(axe.source);
}

async function violations() {
  const inWindow = (window as unknown as { axe: typeof axe }).axe;
  const results = await inWindow.run(document, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const PAGES: [string, string, () => Promise<ReactNode> | ReactNode][] = [
  ['the dashboard', '/admin', () => DashboardPage()],
  [
    'the audit log',
    '/admin/audit',
    () => AuditLogPage({ searchParams: Promise.resolve({ action: 'lot.update' }) }),
  ],
  [
    'the audit log with refused filters',
    '/admin/audit',
    () => AuditLogPage({ searchParams: Promise.resolve({ from: 'x' }) }),
  ],
  ['the forbidden page', '/admin/audit', () => Forbidden()],
  ['the not-found page', '/admin/nope', () => AdminNotFound()],
];

describe.each(PAGES)('%s', (_name, path, page) => {
  beforeAll(async () => {
    signedIn = admin;
    pathname = path;
    await show(await page());
  });

  test('has no axe violations', async () => {
    expect(await violations()).toEqual([]);
  });

  test('English, a skip link to the one main region, a banner with the staff member, one h1', () => {
    expect(document.documentElement.lang).toBe('en');
    const skip = document.querySelector('a.skip-link');
    expect(skip?.getAttribute('href')).toBe('#main');
    expect(document.querySelectorAll('main#main')).toHaveLength(1);
    expect(document.querySelector('header')?.textContent).toContain('admin@demo.example.com');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });
});

describe('the console’s navigation', () => {
  const links = () =>
    [...document.querySelectorAll('nav[aria-label="Console"] a')].map(
      (a) =>
        `${a.textContent} ${a.getAttribute('href')}${a.getAttribute('aria-current') ? ' (current)' : ''}`,
    );

  test('an admin sees every section, the one shown marked', async () => {
    signedIn = admin;
    pathname = '/admin/audit';
    await show(await DashboardPage());
    expect(links()).toEqual([
      'Dashboard /admin',
      'Lots /admin/lots',
      'Imports /admin/imports',
      'Live lanes /admin/lanes',
      'Sales /admin/sales',
      'Approvals /admin/approvals',
      'Id verification /admin/verification',
      'Payments /admin/payments',
      'Refunds /admin/refunds',
      'Handover /admin/handover',
      'Audit log /admin/audit (current)',
    ]);
    expect(document.querySelector('header')?.textContent).toContain('admin');
  });

  test('a clerk has no audit log link', async () => {
    signedIn = clerk;
    pathname = '/admin/lots/100000001';
    await show(await DashboardPage());
    expect(links()).toEqual([
      'Dashboard /admin',
      'Lots /admin/lots (current)',
      'Imports /admin/imports',
      'Handover /admin/handover',
    ]);
    expect(document.querySelector('header')?.textContent).toContain('inventory');
  });
});

describe('the audit log page', () => {
  beforeAll(async () => {
    signedIn = admin;
    await show(await AuditLogPage({ searchParams: Promise.resolve({ action: 'lot.update', limit: '2' }) }));
  });

  test('a GET form keeps the filters asked for; the table shows who, when, what and the change', () => {
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/admin/audit');
    expect((document.getElementById('audit-action') as HTMLInputElement).value).toBe('lot.update');
    const headers = [...document.querySelectorAll('th[scope="col"]')].map((th) => th.textContent);
    expect(headers).toEqual(['When', 'Who', 'Action', 'Entity', 'Changes']);
    const first = document.querySelector('tbody tr')!;
    expect(first.textContent).toContain('2031-03-05 10:00:00 UTC');
    expect(first.textContent).toContain('clerk@demo.example.com');
    expect(first.textContent).toContain('odometer: was 1000 → now 1200');
    expect(first.textContent).not.toContain('color');
    // A creation's nine fields fold into a disclosure.
    expect(document.querySelector('tbody tr:nth-child(2) summary')?.textContent).toBe('9 fields');
  });

  test('the next page keeps the filters and takes the cursor', () => {
    const older = [...document.querySelectorAll('nav[aria-label="Audit log pages"] a')];
    expect(older.map((a) => a.getAttribute('href'))).toEqual(['/admin/audit?action=lot.update&cursor=1']);
  });

  test('a refused filter is named at its field, and no rows are shown', async () => {
    await show(await AuditLogPage({ searchParams: Promise.resolve({ from: '2031-02-30' }) }));
    const input = document.getElementById('audit-from')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a date as YYYY-MM-DD.',
    );
    expect(document.querySelector('table')).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Correct the filters');
  });
});
