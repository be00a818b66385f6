/*
 * SalvageLane's service worker: web push notifications, nothing else (issue 26 §5). It has no fetch handler, so pages
 * are never served from here. The server sends JSON (lib/domain/push-kinds.ts PushMessage):
 * { title, body, url, tag, kind, lang, dir }. One click on a notification opens its url on this site: a tab already
 * showing it is focused, otherwise a new one opens. A url that is not on this origin is never opened.
 */

/** The push's message, or null when the payload is not one of ours. */
function readMessage(data) {
  if (!data) return null;
  let message;
  try {
    message = data.json();
  } catch {
    return null;
  }
  if (!message || typeof message.title !== 'string' || typeof message.url !== 'string') return null;
  return message;
}

/** The url as an absolute URL of this origin, or the home page when it points anywhere else. */
function sameOriginUrl(url) {
  const origin = self.location.origin;
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      lang: typeof message.lang === 'string' ? message.lang : undefined,
      dir: message.dir === 'rtl' ? 'rtl' : 'ltr',
      data: { url: sameOriginUrl(message.url), kind: message.kind },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
