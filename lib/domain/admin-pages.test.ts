import { ANY_STAFF } from './staff';
import { ADMIN_NOT_ALLOWED_PATH, ANYONE, adminPageNeeds } from './admin-pages';

describe('adminPageNeeds', () => {
  test.each([
    ['/admin', 'dashboard.read'],
    ['/admin/audit', 'audit.read'],
    ['/admin/lots', 'lots.read'],
    // A static segment wins over a dynamic one, as in Next's matching.
    ['/admin/lots/new', 'lots.write'],
    ['/admin/lots/100000001', 'lots.read'],
    ['/admin/security/two-factor', ANY_STAFF],
    [ADMIN_NOT_ALLOWED_PATH, ANYONE],
  ])('%s needs %s', (path, needs) => {
    expect(adminPageNeeds(path)).toBe(needs);
  });

  test.each(['/admin/nope', '/admin/lots/1/2', '/admin/audit/x', '/administration', '/'])(
    '%s has no page',
    (path) => {
      expect(adminPageNeeds(path)).toBeNull();
    },
  );
});
