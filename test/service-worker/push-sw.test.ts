import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * public/push-sw.js, run as the browser runs it: in a context of its own whose `self` is a fake
 * ServiceWorkerGlobalScope that records what the worker asks for (notifications shown, windows focused or opened).
 */
const SOURCE = readFileSync(path.join(process.cwd(), 'public', 'push-sw.js'), 'utf8');
const ORIGIN = 'https://salvagelane.test';

interface Shown {
  title: string;
  options: { body: string; tag?: string; lang?: string; dir: string; data: { url: string; kind?: string } };
}

function worker(openWindows: { url: string }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const self = {
    location: new URL(`${ORIGIN}/push-sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: (title: string, options: Shown['options']) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: () =>
        Promise.resolve(
          openWindows.map((w) => ({
            url: w.url,
            focus: () => {
              focused.push(w.url);
              return Promise.resolve();
            },
          })),
        ),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
  };
  runInNewContext(SOURCE, { self, URL });

  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, fields: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...fields, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  const push = (payload: unknown) =>
    dispatch('push', {
      data:
        payload === null
          ? null
          : { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
    });
  const click = (data: unknown) => {
    let closed = false;
    return dispatch('notificationclick', { notification: { data, close: () => (closed = true) } }).then(
      () => closed,
    );
  };
  return { listeners, shown, opened, focused, push, click };
}

const MESSAGE = {
  title: 'Outbid on 2019 Toyota Camry',
  body: 'The current bid on lot 123456789 is $1,200.',
  url: '/es/123456789-2019-toyota-camry',
  tag: 'lot-123456789',
  kind: 'outbid',
  lang: 'es',
  dir: 'ltr',
};

describe('the push service worker (public/push-sw.js)', () => {
  test('handles push and notificationclick only: no fetch handler, so it never serves pages', () => {
    expect([...worker().listeners.keys()].sort()).toEqual([
      'activate',
      'install',
      'notificationclick',
      'push',
    ]);
  });

  test('a push shows the notification with its text, tag and language, keeping the url on this origin', async () => {
    const sw = worker();
    await sw.push(MESSAGE);
    expect(sw.shown).toEqual([
      {
        title: MESSAGE.title,
        options: {
          body: MESSAGE.body,
          tag: MESSAGE.tag,
          lang: 'es',
          dir: 'ltr',
          data: { url: `${ORIGIN}/es/123456789-2019-toyota-camry`, kind: 'outbid' },
        },
      },
    ]);
  });

  test('Arabic is shown right to left', async () => {
    const sw = worker();
    await sw.push({ ...MESSAGE, lang: 'ar', dir: 'rtl' });
    expect(sw.shown[0]!.options).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  test('a push that is not ours (empty, not JSON, no title) shows nothing', async () => {
    const sw = worker();
    await sw.push(null);
    await sw.push('not json');
    await sw.push({ body: 'no title', url: '/' });
    expect(sw.shown).toEqual([]);
  });

  test('a url on another origin is never opened: the notification opens the home page instead', async () => {
    const sw = worker();
    await sw.push({ ...MESSAGE, url: 'https://phishing.example/login' });
    await sw.push({ ...MESSAGE, url: '//phishing.example/login' });
    expect(sw.shown.map((s) => s.options.data.url)).toEqual([`${ORIGIN}/`, `${ORIGIN}/`]);
    expect(await sw.click({ url: 'javascript:alert(1)' })).toBe(true);
    expect(sw.opened).toEqual([`${ORIGIN}/`]);
  });

  test('one click closes the notification and opens the lot, or focuses a tab already showing it', async () => {
    const lot = `${ORIGIN}/es/123456789-2019-toyota-camry`;
    const fresh = worker([{ url: `${ORIGIN}/` }]);
    expect(await fresh.click({ url: lot })).toBe(true);
    expect(fresh.opened).toEqual([lot]);
    expect(fresh.focused).toEqual([]);
    const open = worker([{ url: lot }]);
    await open.click({ url: lot });
    expect(open.focused).toEqual([lot]);
    expect(open.opened).toEqual([]);
  });
});
