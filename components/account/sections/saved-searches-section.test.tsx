/** @jest-environment node */
// Server components: rendered to HTML with React's server renderer (async components need it), not in jsdom.
import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { createFormatter, createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import messages from '@/messages/en.json' with { type: 'json' };
import { savedSearchPath } from '@/lib/domain/saved-search';
import type { SavedSearchList } from '@/lib/schemas/saved-searches';
import type { SectionProps } from './section-props';

const listSavedSearches = jest.fn<(memberId: string, totals?: boolean) => Promise<SavedSearchList>>();
jest.unstable_mockModule('@/lib/server/saved-searches/read-saved-searches', () => ({ listSavedSearches }));
jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace: keyof typeof messages) =>
    createTranslator({ locale: 'en', messages, namespace }),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: 'UTC' }),
}));
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/saved-searches',
}));
const { default: SavedSearchesSection } = await import('./saved-searches-section');
const { ToastProvider } = await import('@/components/ui/toast');
const { makeQueryClient } = await import('@/lib/api/query-client');

const props = { section: 'saved-searches', locale: 'en', member: { id: 'member-a' } } as SectionProps;

function search(id: number, name: string, query: Record<string, string>, total: number, newCount: number) {
  const url = savedSearchPath(query);
  return {
    id,
    name,
    query,
    url,
    locale: 'en' as const,
    createdAt: new Date('2030-01-05T10:00:00Z'),
    lastViewedAt: new Date('2030-01-06T10:00:00Z'),
    lastDigestAt: null,
    total,
    newCount,
  };
}

async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(
    <ToastProvider labels={{ success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' }}>
      <QueryClientProvider client={makeQueryClient()}>{node}</QueryClientProvider>
    </ToastProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

beforeEach(() => listSavedSearches.mockReset());

test('lists each search with its link, total and new counts, and rename and delete', async () => {
  listSavedSearches.mockResolvedValue({
    items: [
      search(3, 'Hondas & Acuras', { makes: 'acura,honda', year_from: '2015' }, 1234, 12),
      search(5, 'Texas floods', { loss_types: 'flood', states: 'TX' }, 1, 0),
    ],
    count: 2,
    limit: 50,
  });
  const page = await html(await SavedSearchesSection(props));
  expect(listSavedSearches).toHaveBeenCalledWith('member-a', true);
  expect(page).toContain('data-testid="account-saved-searches"');
  expect(page).toContain('<h1>Saved searches</h1>');
  expect(page).toContain('2 saved searches of 50');
  expect(page).toContain('<h2>Hondas &amp; Acuras</h2>');
  // next/link drops the slash before the query.
  expect(page).toContain('href="/search?makes=acura,honda&amp;year_from=2015"');
  expect(page).toContain('href="/search?loss_types=flood&amp;states=TX"');
  expect(page).toContain('aria-label="Open the search Hondas &amp; Acuras"');
  expect(page).toMatch(/data-testid="saved-search-total">1,234 vehicles</);
  expect(page).toMatch(/class="saved-searches__new"[^>]*>12 new</);
  expect(page).toMatch(/data-testid="saved-search-total">1 vehicle</);
  expect(page).toMatch(/data-testid="saved-search-new"[^>]*>nothing new</);
  expect(page).toContain('Saved Jan 5, 2030');
  expect(page.match(/>Rename</g)).toHaveLength(2);
  expect(page).toContain('aria-label="Delete the saved search “Texas floods”"');
});

test('no saved searches: says how to make one', async () => {
  listSavedSearches.mockResolvedValue({ items: [], count: 0, limit: 50 });
  const page = await html(await SavedSearchesSection(props));
  expect(page).toContain('You have no saved searches yet.');
  expect(page).toContain('href="/search"');
  expect(page).not.toContain('data-testid="saved-search"');
});
