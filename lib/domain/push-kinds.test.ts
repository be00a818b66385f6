import { isAllowedPushEndpoint, normalizedKinds } from './push-kinds';

describe('isAllowedPushEndpoint', () => {
  test.each([
    'https://fcm.googleapis.com/fcm/send/dXs2:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGx2',
    'https://wns2-by3p.notify.windows.com/w/?token=AwYAAAB',
    'https://android.googleapis.com/gcm/send/abc',
  ])('the browsers’ push services: %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint)).toBe(true);
  });

  test.each([
    ['http, not https', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/x'],
    ['a suffix without the dot', 'https://evilfcm.googleapis.com.example/x'],
    ['credentials', 'https://user:pass@fcm.googleapis.com/x'],
    ['another port', 'https://fcm.googleapis.com:8443/x'],
    ['a private address', 'https://10.0.0.1/x'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data'],
    ['localhost', 'https://localhost/x'],
    ['not a URL', 'fcm.googleapis.com/x'],
  ])('not %s', (_, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint)).toBe(false);
  });

  test('an added host (the tests’ local push service), by host or host:port', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1:8443/push/a', ['127.0.0.1:8443'])).toBe(true);
    expect(isAllowedPushEndpoint('https://127.0.0.1:9999/push/a', ['127.0.0.1:8443'])).toBe(false);
    expect(isAllowedPushEndpoint('https://push.internal/a', ['push.internal'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:8443/push/a', ['127.0.0.1:8443'])).toBe(false);
  });
});

test('normalizedKinds keeps each kind once, in PUSH_KINDS order', () => {
  expect(normalizedKinds(['saved-search', 'outbid', 'saved-search'])).toEqual(['outbid', 'saved-search']);
  expect(normalizedKinds([])).toEqual([]);
});
