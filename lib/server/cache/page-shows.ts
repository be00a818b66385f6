import 'server-only';
import { unstable_cache } from 'next/cache';
import { pageTags, type PageDependencies } from './page-tags';

/** Next takes at most this many tags from one call. */
const TAGS_PER_CALL = 100;

/**
 * Name, on the page being rendered, the rows it shows (each lot and auction at the revision it was read at, the
 * inventory's generation for a list): Next adds the tags of every `unstable_cache` call to the page's cache entry, and
 * the cache handler serves that entry again only while they hold (page-freshness). Call it with the revisions read in
 * the same statement as what the page shows of them.
 */
export async function pageShows(deps: PageDependencies): Promise<void> {
  const tags = pageTags(deps);
  for (let i = 0; i < tags.length; i += TAGS_PER_CALL) {
    try {
      await unstable_cache(async () => true, ['page-shows'], { tags: tags.slice(i, i + TAGS_PER_CALL) })();
    } catch (error) {
      // Rendered outside a Next.js request (a component test): no page cache to tell.
      if (error instanceof Error && error.message.includes('incrementalCache missing')) return;
      throw error;
    }
  }
}
