import { apiRouteDecision, apiRouteMatcher, allowedMethods, isApiPath } from './api-routes';

describe('the API route table', () => {
  const decide = apiRouteMatcher([
    { path: '/rest-api/v1.0/member/watchlist/ids', methods: ['GET'] },
    { path: '/rest-api/v1.0/member/watchlist/{lotId}', methods: ['POST', 'DELETE'] },
    { path: '/rest-api/v2/things', methods: ['GET', 'POST'] },
    { path: '/event/v1/track', methods: ['POST'] },
  ]);

  test('known paths pass with their methods, HEAD with GET, OPTIONS everywhere', () => {
    expect(decide('GET', '/rest-api/v2/things')).toEqual({ kind: 'pass' });
    expect(decide('HEAD', '/rest-api/v2/things')).toEqual({ kind: 'pass' });
    expect(decide('OPTIONS', '/event/v1/track')).toEqual({ kind: 'pass' });
    expect(decide('DELETE', '/rest-api/v1.0/member/watchlist/123456789')).toEqual({ kind: 'pass' });
    expect(decide('GET', '/rest-api/v2/things/')).toEqual({ kind: 'pass' });
  });

  test('a known path with another method is a 405 listing what it takes', () => {
    expect(decide('DELETE', '/rest-api/v2/things')).toEqual({
      kind: 'method_not_allowed',
      allow: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    });
    expect(decide('GET', '/event/v1/track')).toEqual({
      kind: 'method_not_allowed',
      allow: ['POST', 'OPTIONS'],
    });
    expect(decide('HEAD', '/event/v1/track')).toMatchObject({ kind: 'method_not_allowed' });
  });

  test('a literal segment wins over a parameter, as in Next', () => {
    expect(decide('GET', '/rest-api/v1.0/member/watchlist/ids')).toEqual({ kind: 'pass' });
    expect(decide('POST', '/rest-api/v1.0/member/watchlist/ids')).toMatchObject({
      kind: 'method_not_allowed',
      allow: ['GET', 'HEAD', 'OPTIONS'],
    });
  });

  test('unknown API paths are 404; other paths are not the table’s business', () => {
    for (const path of [
      '/rest-api/nope',
      '/rest-api/v2/things/1',
      '/rest-api/',
      '/rest-api',
      '/event/v1/track/x',
    ]) {
      expect([path, decide('GET', path)]).toEqual([path, { kind: 'not_found' }]);
    }
    expect(decide('GET', '/rest-api/v1.0/member/watchlist/')).toEqual({ kind: 'not_found' });
    expect(decide('DELETE', '/lot/123')).toEqual({ kind: 'pass' });
    expect(decide('GET', '/rest-apix')).toEqual({ kind: 'pass' });
    expect(isApiPath('/events')).toBe(false);
  });

  test('percent-encoded literal segments match their decoded form', () => {
    expect(decide('GET', '/rest-api/v2/th%69ngs')).toEqual({ kind: 'pass' });
  });

  test('Allow lists the served methods in a fixed order', () => {
    expect(allowedMethods(['DELETE', 'GET'])).toEqual(['GET', 'HEAD', 'DELETE', 'OPTIONS']);
  });

  test('the real table: every documented route passes, the rest answers', () => {
    expect(apiRouteDecision('GET', '/rest-api/v2/lots/300012345/bidding')).toEqual({ kind: 'pass' });
    expect(apiRouteDecision('GET', '/rest-api/openapi.json')).toEqual({ kind: 'pass' });
    expect(apiRouteDecision('POST', '/rest-api/v2/spa/config')).toEqual({
      kind: 'method_not_allowed',
      allow: ['GET', 'HEAD', 'OPTIONS'],
    });
    expect(apiRouteDecision('GET', '/rest-api/v3/anything')).toEqual({ kind: 'not_found' });
    expect(apiRouteDecision('GET', '/rest-api/v1.0/member/search/new')).toEqual({ kind: 'pass' });
  });
});
