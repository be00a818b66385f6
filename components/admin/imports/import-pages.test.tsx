// The console's import pages as a browser gets them (layout and page rendered to HTML on the server renderer),
// checked with axe-core like the other console pages (their client parts: import-forms.test.tsx).
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import type { ImportDetail, ImportList } from '@/lib/schemas/admin-imports';
import type { SignedInStaff } from '@/lib/server/staff/staff-member';
import { consoleViolations as violations, showConsolePage } from '@/test/kits/console-render';

const clerk = { id: 'c1', email: 'clerk@demo.example.com', roles: ['inventory'] } as unknown as SignedInStaff;
const running: ImportDetail = {
  id: 7,
  state: 'running',
  fileName: 'yard.csv',
  hasPhotos: true,
  createdBy: 'clerk@demo.example.com',
  rowsTotal: 2_000,
  rowsRead: 500,
  created: 480,
  updated: 10,
  unchanged: 5,
  rejected: 5,
  failure: null,
  createdAt: '2031-03-01T09:00:00.000Z',
  startedAt: '2031-03-01T09:00:01.000Z',
  finishedAt: null,
  errorCount: 1_200,
  errors: [
    { row: 0, column: 'photos/12345678-1.jpg', message: 'Not a JPEG, PNG, WebP or HEIC photo.' },
    { row: 4, column: 'vin', message: 'The check digit (9th character) does not match the rest of the VIN.' },
    { row: 9, column: '_', message: 'This row has 3 fields; the header has 9.' },
  ],
};
const list: ImportList = { items: [running, { ...running, id: 6, state: 'done' }], page: 1, hasMore: true };

jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => '/admin/imports',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  notFound: () => {
    throw new Error('not found');
  },
}));
jest.unstable_mockModule('@/lib/server/staff/staff-page', () => ({
  currentStaff: async () => ({ member: clerk, staff: clerk, mustEnrol: null }),
  requireStaffPage: async () => clerk,
}));
jest.unstable_mockModule('@/lib/server/imports/import-views', () => ({
  listImports: async () => list,
  findImport: async () => running,
}));

const { default: AdminLayout } = await import('@/app/[origin]/admin/layout');
const { default: ImportsPage } = await import('@/app/[origin]/admin/imports/page');
const { default: ImportPage } = await import('@/app/[origin]/admin/imports/[id]/page');

const show = (page: ReactNode) => showConsolePage(AdminLayout, page);

describe.each([
  ['the imports page', () => ImportsPage({ searchParams: Promise.resolve({ page: '1' }) })],
  ['an import’s page', () => ImportPage({ params: Promise.resolve({ id: '7' }) })],
])('%s', (_name, page) => {
  test('has no axe violations, one h1, every input labelled', async () => {
    await show(await page());
    expect(await violations()).toEqual([]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const input of document.querySelectorAll('main input'))
      expect(document.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
  });
});

test('the list links each import and the older page; the import page shows its progress and errors', async () => {
  await show(await ImportsPage({ searchParams: Promise.resolve({}) }));
  expect([...document.querySelectorAll('tbody a')].map((a) => a.getAttribute('href'))).toEqual([
    '/admin/imports/7',
    '/admin/imports/6',
  ]);
  expect(document.querySelector('nav[aria-label="Import pages"] a')?.getAttribute('href')).toBe(
    '/admin/imports?page=2',
  );
  await show(await ImportPage({ params: Promise.resolve({ id: '7' }) }));
  const bar = document.querySelector('progress')!;
  expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['500', '2000']);
  expect(document.querySelector('[data-testid="import-state"]')?.textContent).toBe(
    'Running — 500 of 2,000 rows',
  );
  expect(document.querySelector('a[href="/rest-api/v2/admin/imports/7/errors.csv"]')).not.toBeNull();
  expect(
    [...document.querySelectorAll('[data-testid="import-errors"] tbody tr')].map((r) => r.textContent),
  ).toEqual([
    'photosphotos/12345678-1.jpgNot a JPEG, PNG, WebP or HEIC photo.',
    '4vinThe check digit (9th character) does not match the rest of the VIN.',
    '9(row)This row has 3 fields; the header has 9.',
  ]);
});
