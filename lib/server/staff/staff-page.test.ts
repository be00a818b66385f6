import { jest } from '@jest/globals';
import {
  enableAuthInterrupts,
  outcomeOf,
  pageRequestHeadersModule,
  setPageRequest,
} from '@/test/admin-pages';

// ES modules: mock before importing the guard.
jest.unstable_mockModule('next/headers', () => pageRequestHeadersModule);
const { requireStaffAccountPage, requireStaffPage } = await import('./staff-page');
const { TWO_FACTOR_ENROLMENT_PATH } = await import('./staff-member');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { useTestDatabase } = await import('@/test/databases');
const { registerMember } = await import('@/test/members');
const { registerStaff } = await import('@/test/staff');

enableAuthInterrupts();
afterAll(() => closeRateLimiters());

const signIn = (next: string) => ({ kind: 'redirect', location: `/login?next=${encodeURIComponent(next)}` });

describe('requireStaffPage', () => {
  useTestDatabase('pglite');

  test('without a session: to sign in, with the console path middleware passed on as next', async () => {
    setPageRequest({ adminPath: '/admin/audit?action=lot.create' });
    expect(await outcomeOf(() => requireStaffPage('audit.read'))).toEqual(
      signIn('/admin/audit?action=lot.create'),
    );
    setPageRequest({ cookie: 'sl_session=ended.session', adminPath: '/admin' });
    expect(await outcomeOf(() => requireStaffPage('dashboard.read'))).toEqual(signIn('/admin'));
  });

  test.each(['//evil.example/admin', 'https://evil.example/admin', '/login', '/administration', undefined])(
    'a next that is not a console path (%s) becomes the console root',
    async (adminPath) => {
      setPageRequest({ adminPath });
      expect(await outcomeOf(() => requireStaffPage('dashboard.read'))).toEqual(signIn('/admin'));
    },
  );

  test('a member who is not staff is refused (403)', async () => {
    setPageRequest({ cookie: (await registerMember()).cookie, adminPath: '/admin' });
    expect(await outcomeOf(() => requireStaffPage('dashboard.read'))).toEqual({ kind: 'forbidden' });
  });

  test('staff without the permission are refused; with it, the guard gives the staff member', async () => {
    const clerk = await registerStaff(['inventory']);
    setPageRequest({ cookie: clerk.cookie, adminPath: '/admin/audit' });
    expect(await outcomeOf(() => requireStaffPage('audit.read'))).toEqual({ kind: 'forbidden' });
    expect(await requireStaffPage('lots.write')).toEqual(
      expect.objectContaining({ id: clerk.memberId, email: clerk.email, roles: ['inventory'] }),
    );
  });

  test('staff without a second factor go to enrol it; its own page lets them in, and no member', async () => {
    const clerk = await registerStaff(['inventory'], { secondFactor: false });
    setPageRequest({ cookie: clerk.cookie, adminPath: '/admin' });
    expect(await outcomeOf(() => requireStaffPage('dashboard.read'))).toEqual({
      kind: 'redirect',
      location: TWO_FACTOR_ENROLMENT_PATH,
    });
    expect(await requireStaffAccountPage()).toEqual(expect.objectContaining({ id: clerk.memberId }));
    setPageRequest({ cookie: (await registerMember()).cookie });
    expect(await outcomeOf(() => requireStaffAccountPage())).toEqual({ kind: 'forbidden' });
    setPageRequest({ adminPath: TWO_FACTOR_ENROLMENT_PATH });
    expect(await outcomeOf(() => requireStaffAccountPage())).toEqual(signIn(TWO_FACTOR_ENROLMENT_PATH));
  });
});
