/**
 * The tags a cached page carries for what it shows (issue 25), read back by page-freshness before the page is served
 * again: `rev:lot:{id}:{revision}` for each lot shown, `rev:auction:{id}:{revision}` for an auction whose state the
 * page shows, `rev:inventory:{generation}` for a list whose membership follows the inventory. No I/O: shared by the
 * pages (which write them), the freshness check (which reads them) and the tests.
 */
export interface PageDependencies {
  /** A lot without its revision (not read from the table) makes the page one that is not kept. */
  lots?: readonly { id: number; revision?: number }[];
  auction?: { id: number; revision: number } | null;
  /** The facet index's generation when the list was read (null: unknown, the page is not kept). */
  inventory?: string | null;
}

export const UNCACHEABLE_TAG = 'rev:uncacheable';

export function pageTags(deps: PageDependencies): string[] {
  const tags = new Set<string>();
  for (const lot of deps.lots ?? [])
    tags.add(lot.revision === undefined ? UNCACHEABLE_TAG : `rev:lot:${lot.id}:${lot.revision}`);
  if (deps.auction) tags.add(`rev:auction:${deps.auction.id}:${deps.auction.revision}`);
  if (deps.inventory !== undefined)
    tags.add(deps.inventory === null ? UNCACHEABLE_TAG : `rev:inventory:${deps.inventory}`);
  return [...tags];
}

export interface ParsedPageTags {
  lots: Map<number, number>;
  auctions: Map<number, number>;
  inventory: string | null;
  uncacheable: boolean;
}

/** The `rev:` tags among a cache entry's tags (others are Next's own and are ignored). */
export function parsePageTags(tags: readonly string[]): ParsedPageTags {
  const parsed: ParsedPageTags = {
    lots: new Map(),
    auctions: new Map(),
    inventory: null,
    uncacheable: false,
  };
  for (const tag of tags) {
    if (!tag.startsWith('rev:')) continue;
    if (tag === UNCACHEABLE_TAG) {
      parsed.uncacheable = true;
      continue;
    }
    const [, kind, a, b] = tag.split(':');
    if (kind === 'inventory' && a) parsed.inventory = tag.slice('rev:inventory:'.length);
    else if ((kind === 'lot' || kind === 'auction') && a && b) {
      const id = Number(a);
      const revision = Number(b);
      if (!Number.isSafeInteger(id) || !Number.isSafeInteger(revision)) parsed.uncacheable = true;
      else {
        // Read twice at two revisions in one render: the older one, which no longer matches, decides.
        const map = kind === 'lot' ? parsed.lots : parsed.auctions;
        map.set(id, Math.min(revision, map.get(id) ?? revision));
      }
    } else parsed.uncacheable = true;
  }
  return parsed;
}

/** Whether any of the tags is ours: such an entry is served only after a freshness check. */
export function hasPageTags(tags: readonly string[]): boolean {
  return tags.some((tag) => tag.startsWith('rev:'));
}
