import { jest } from '@jest/globals';
import PageCacheHandler from './page-cache-handler.mjs';
import { PAGE_FRESHNESS } from './page-freshness';

/** The stored page's HTML, from what the handler answered. */
const htmlOf = (entry: { value: unknown } | null) => (entry?.value as { html?: string } | undefined)?.html;

const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(html),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
});

type Check = (tags: string[]) => Promise<boolean>;
const holder = globalThis as { [PAGE_FRESHNESS]?: Check; [key: symbol]: unknown };
const STORE = Symbol.for('salvage-lane.page-cache');

beforeEach(() => {
  delete holder[STORE];
  delete holder[PAGE_FRESHNESS];
});

describe('the page cache handler', () => {
  test('keeps a page without our tags and serves it back as Next stored it', async () => {
    const handler = new PageCacheHandler();
    expect(await handler.get('/about-us')).toBeNull();
    const value = page('<p>About</p>', ['_N_T_/about-us']);
    await handler.set('/about-us', value, { tags: [] });
    const entry = await handler.get('/about-us');
    expect(entry?.value).toBe(value);
    expect(typeof entry?.lastModified).toBe('number');
  });

  test('a page naming rows is served only while the freshness check says they are unchanged', async () => {
    const handler = new PageCacheHandler();
    const asked: string[][] = [];
    let unchanged = true;
    holder[PAGE_FRESHNESS] = async (tags) => {
      asked.push(tags);
      return unchanged;
    };
    await handler.get('/lot');
    await handler.set('/lot', page('<p>$1,250</p>', ['_N_T_/lot', 'rev:lot:300000001:7']));
    expect(htmlOf(await handler.get('/lot'))).toBe('<p>$1,250</p>');
    expect(asked.at(-1)).toContain('rev:lot:300000001:7');
    unchanged = false; // a bid raised the lot's revision
    expect(await handler.get('/lot')).toBeNull();
    unchanged = true;
    expect(await handler.get('/lot')).toBeNull(); // dropped, not kept for later
  });

  test('without anyone to ask (a build, a process without a database) such a page is rendered again', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/lot', page('<p>lot</p>', ['rev:lot:1:1']));
    expect(await handler.get('/lot')).toBeNull();
  });

  test('a failing check renders again and says why', async () => {
    const handler = new PageCacheHandler();
    holder[PAGE_FRESHNESS] = async () => {
      throw new Error('database gone');
    };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await handler.set('/lot', page('<p>lot</p>', ['rev:lot:1:1']));
      expect(await handler.get('/lot')).toBeNull();
      expect(String(logged.mock.calls[0]?.[0])).toContain('freshness check failed');
    } finally {
      logged.mockRestore();
    }
  });

  test('revalidateTag drops the pages with the tag, and a render that began before it is not stored', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/a', page('a', ['content']));
    await handler.set('/b', page('b', ['other']));
    expect(await handler.get('/c')).toBeNull(); // /c starts rendering
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag(['content']);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.set('/c', page('c', ['content'])); // finished after the revalidation: it may hold older data
    expect(await handler.get('/a')).toBeNull();
    expect(await handler.get('/c')).toBeNull();
    expect(htmlOf(await handler.get('/b'))).toBe('b');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.set('/a', page('a2', ['content'])); // a render that began after it is kept
    expect(htmlOf(await handler.get('/a'))).toBe('a2');
  });

  test('the marker entries by which pages name their rows are not kept; other data is', async () => {
    const handler = new PageCacheHandler();
    await handler.set(
      'marker',
      { kind: 'FETCH', data: { body: 'true' }, revalidate: 300 },
      { tags: ['rev:lot:1:1'] },
    );
    expect(await handler.get('marker')).toBeNull();
    await handler.set('data', { kind: 'FETCH', data: { body: '[]' }, revalidate: 300 }, { tags: ['menu'] });
    expect(await handler.get('data')).not.toBeNull();
  });

  test('null from Next deletes; every instance shares one store', async () => {
    const first = new PageCacheHandler();
    await first.set('/x', page('x', []));
    const second = new PageCacheHandler();
    expect(htmlOf(await second.get('/x'))).toBe('x');
    await second.set('/x', null);
    expect(await first.get('/x')).toBeNull();
  });
});

describe('what the page cache counts against PAGE_CACHE_MB', () => {
  const counted = () =>
    (holder[STORE] as { entries: { calculatedSize: number } } | undefined)?.entries.calculatedSize ?? 0;

  test('a page in Latin-1 text counts a byte a character, its RSC payload its bytes', async () => {
    const handler = new PageCacheHandler();
    const html = `<p>${'x'.repeat(10_000)}</p>`;
    await handler.set('/en', page(html, ['_N_T_/en']), { tags: [] });
    expect(counted()).toBe(1024 + html.length + Buffer.byteLength(html));
  });

  test('a page with one character beyond Latin-1 counts two bytes a character, as V8 keeps it', async () => {
    const handler = new PageCacheHandler();
    const html = `<p>${'x'.repeat(10_000)}</p><a hreflang="ar">العربية</a>`;
    await handler.set('/ar', page(html, ['_N_T_/ar']), { tags: [] });
    expect(counted()).toBe(1024 + 2 * html.length + Buffer.byteLength(html));
  });
});
