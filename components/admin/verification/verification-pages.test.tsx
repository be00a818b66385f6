// The console's verification pages as a browser gets them (the console's layout and the page rendered to HTML on the
// server renderer), checked with axe-core for WCAG 2.2 A/AA like the console's other pages, and for what each page
// promises. The approve and reject forms have their own test (decision-forms.test.tsx).
import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import type { IdReview, VerificationQueue } from '@/lib/schemas/admin-verification';
import type { SignedInStaff } from '@/lib/server/staff/staff-member';
import { consoleViolations as violations, showConsolePage } from '@/test/kits/console-render';

const support = {
  id: 's1',
  email: 'support@demo.example.com',
  roles: ['support'],
} as unknown as SignedInStaff;
const admin = { id: 'a1', email: 'admin@demo.example.com', roles: ['admin'] } as unknown as SignedInStaff;
let signedIn: SignedInStaff = support;

const queue: VerificationQueue = {
  items: [
    {
      id: 7,
      memberId: 'm1',
      memberName: 'Ana Tester',
      memberEmail: 'ana@example.com',
      mimeType: 'image/png',
      fileName: 'passport.png',
      uploadedAt: '2031-03-05T10:00:00.000Z',
    },
    {
      id: 9,
      memberId: 'm2',
      memberName: 'Ben Tester',
      memberEmail: 'ben@example.com',
      mimeType: 'application/pdf',
      fileName: 'licence.pdf',
      uploadedAt: '2031-03-05T11:30:00.000Z',
    },
  ],
  total: 27,
  page: 1,
  pageSize: 25,
};
let shownQueue: VerificationQueue = queue;

const pending: IdReview = {
  id: 7,
  status: 'pending',
  reason: null,
  note: null,
  decidedBy: null,
  decidedAt: null,
  uploadedAt: '2031-03-05T10:00:00.000Z',
  member: {
    id: 'm1',
    name: 'Ana Tester',
    email: 'ana@example.com',
    countryIso2: 'PL',
    memberSince: '2031-01-02T09:00:00.000Z',
  },
  document: {
    id: 70,
    fileName: 'passport.png',
    mimeType: 'image/png',
    sizeBytes: 204_800,
    sha256: 'ab'.repeat(32),
    deleted: false,
  },
  fileUrl: '/rest-api/v2/admin/verification/7/file',
  history: [
    {
      id: 3,
      status: 'rejected',
      reason: 'expired',
      note: null,
      decidedBy: 'support@demo.example.com',
      decidedAt: '2031-02-01T12:00:00.000Z',
      uploadedAt: '2031-01-30T08:00:00.000Z',
    },
  ],
};
let shown: IdReview | null = pending;

jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => '/admin/verification',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  notFound: () => {
    throw new Error('not found');
  },
}));
jest.unstable_mockModule('@/lib/server/staff/staff-page', () => ({
  currentStaff: async () => ({ member: signedIn, staff: signedIn, mustEnrol: null }),
  requireStaffPage: async () => signedIn,
}));
const queueCalls: unknown[] = [];
jest.unstable_mockModule('@/lib/server/verification/verification-queue', () => ({
  verificationQueue: async (query: unknown) => {
    queueCalls.push(query);
    return shownQueue;
  },
}));
jest.unstable_mockModule('@/lib/server/verification/id-review-view', () => ({
  findIdReview: async () => shown,
}));

const { default: AdminLayout } = await import('@/app/[origin]/admin/layout');
const { default: QueuePage } = await import('@/app/[origin]/admin/verification/page');
const { default: ReviewPage } = await import('@/app/[origin]/admin/verification/[id]/page');

const show = (page: ReactNode) => showConsolePage(AdminLayout, page);

const text = (selector: string) => document.querySelector(selector)?.textContent ?? '';
const params = (id: string) => Promise.resolve({ id });
const search = (query: Record<string, string>) => Promise.resolve(query);

const PAGES: [string, () => void, () => Promise<ReactNode>][] = [
  ['the queue', () => (shownQueue = queue), () => QueuePage({ searchParams: search({}) })],
  [
    'the empty queue',
    () => (shownQueue = { items: [], total: 0, page: 1, pageSize: 25 }),
    () => QueuePage({ searchParams: search({}) }),
  ],
  ['a pending image', () => (shown = pending), () => ReviewPage({ params: params('7') })],
  [
    'a pending PDF',
    () =>
      (shown = {
        ...pending,
        document: { ...pending.document, mimeType: 'application/pdf', fileName: 'passport.pdf' },
      }),
    () => ReviewPage({ params: params('7') }),
  ],
  [
    'a rejected id',
    () =>
      (shown = {
        ...pending,
        status: 'rejected',
        reason: 'other',
        note: 'Page 2 is cut off.',
        decidedBy: 'support@demo.example.com',
        decidedAt: '2031-03-06T09:00:00.000Z',
      }),
    () => ReviewPage({ params: params('7') }),
  ],
];

describe.each(PAGES)('%s', (_name, arrange, page) => {
  beforeAll(async () => {
    signedIn = support;
    arrange();
    await show(await page());
  });

  test('has no axe violations, one h1, every field labelled', async () => {
    expect(await violations()).toEqual([]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const input of document.querySelectorAll('main input, main select, main textarea'))
      expect([input.id, document.querySelector(`label[for="${input.id}"]`)]).not.toEqual([input.id, null]);
  });
});

describe('the verification pages', () => {
  beforeEach(() => {
    signedIn = support;
    shownQueue = queue;
    shown = pending;
  });

  test('the queue: the count, each member with the upload’s time and kind, a review link, the next page', async () => {
    queueCalls.length = 0;
    await show(await QueuePage({ searchParams: search({}) }));
    expect(text('[data-testid="verification-count"]')).toContain('27 ids wait for review');
    const rows = [...document.querySelectorAll('[data-testid="verification-queue-row"]')];
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Ana Testerana@example.com',
      'Ben Testerben@example.com',
    ]);
    expect(rows[0]!.textContent).toContain('Mar 5, 2031, 10:00 AM UTC');
    expect(rows[0]!.textContent).toContain('PNG image');
    expect(rows[1]!.textContent).toContain('PDF');
    expect(rows[1]!.querySelector('a')?.getAttribute('href')).toBe('/admin/verification/9');
    const pager = [...document.querySelectorAll('nav[aria-label="Verification queue pages"] a')];
    expect(pager.map((a) => a.getAttribute('href'))).toEqual(['/admin/verification?page=2']);
    // A bad page number shows the first page rather than failing.
    await show(await QueuePage({ searchParams: search({ page: 'x' }) }));
    expect(queueCalls).toEqual([{}, {}]);
    await show(await QueuePage({ searchParams: search({ page: '2' }) }));
    expect(queueCalls.at(-1)).toEqual({ page: 2 });
  });

  test('a pending id: the facts, the image served by the staff route, the member’s history and both forms', async () => {
    signedIn = admin;
    await show(await ReviewPage({ params: params('7') }));
    expect(text('h1')).toBe('Id of Ana Tester');
    const summary = text('[data-testid="id-review-summary"]');
    expect(summary).toContain('Emailana@example.com'.replace('Email', 'E-mail'));
    expect(summary).toContain('StatusWaiting for review');
    expect(summary).toContain('DocumentPNG image, 200 KB');
    const image = document.querySelector('[data-testid="id-preview"] img');
    expect(image?.getAttribute('src')).toBe('/rest-api/v2/admin/verification/7/file');
    expect(image?.getAttribute('alt')).toBe('The id Ana Tester uploaded (PNG image)');
    expect(text('[data-testid="id-review-history"] tbody')).toContain('Expired');
    expect(document.querySelector('[data-testid="approve-id-form"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="reject-id-form"] select')).not.toBeNull();
    // An admin may read the audit log: the link to this review's entries.
    expect(document.querySelector('a[href="/admin/audit?entity=id-review&entity_id=7"]')).not.toBeNull();
  });

  test('a PDF is a download, never shown inside the console; support reads no audit link', async () => {
    shown = { ...pending, document: { ...pending.document, mimeType: 'application/pdf', fileName: 'p.pdf' } };
    await show(await ReviewPage({ params: params('7') }));
    expect(document.querySelector('[data-testid="id-preview"] img')).toBeNull();
    const link = document.querySelector('[data-testid="id-preview-download"]');
    expect(link?.getAttribute('href')).toBe('/rest-api/v2/admin/verification/7/file');
    expect(link?.hasAttribute('download')).toBe(true);
    expect(document.querySelector('a[href^="/admin/audit"]')).toBeNull();
  });

  test('a decided or deleted id shows no forms; the decision and its reason are shown', async () => {
    shown = {
      ...pending,
      status: 'rejected',
      reason: 'name-mismatch',
      note: 'Ask for the passport.',
      decidedBy: 'support@demo.example.com',
      decidedAt: '2031-03-06T09:00:00.000Z',
    };
    await show(await ReviewPage({ params: params('7') }));
    expect(text('[data-testid="id-review-decided"]')).toContain('Rejected by support@demo.example.com');
    expect(text('[data-testid="id-review-summary"]')).toContain('ReasonThe name does not match the account');
    expect(text('[data-testid="id-review-summary"]')).toContain('Note to the memberAsk for the passport.');
    expect(document.querySelector('[data-testid="approve-id-form"]')).toBeNull();

    shown = { ...pending, document: { ...pending.document, deleted: true } };
    await show(await ReviewPage({ params: params('7') }));
    expect(document.querySelector('[data-testid="id-preview-deleted"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="reject-id-form"]')).toBeNull();
  });

  test('an id that is not a review id, or no such review, is not found', async () => {
    await expect(ReviewPage({ params: params('abc') })).rejects.toThrow('not found');
    shown = null;
    await expect(ReviewPage({ params: params('7') })).rejects.toThrow('not found');
  });
});
