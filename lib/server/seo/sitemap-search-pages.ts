import 'server-only';
import { DAMAGE_PAGES } from '@/lib/domain/inventory-terms';
import { EMPTY_FILTERS } from '@/lib/domain/search-filters';
import {
  SALVAGE_TYPES,
  salvageTarget,
  type SalvageTarget,
  type VehicleVocabulary,
} from '@/lib/domain/search-salvage';
import { branchNames } from '../search/branch-names';
import { searchCounts, type FacetCount } from '../search/facet-counts';
import { vehicleVocabulary } from '../search/vehicle-vocabulary';
import { inEveryLocale } from './sitemap-locales';
import type { SitemapUrl } from './sitemap-xml';

const segment = (value: string) => encodeURIComponent(value);
const withLots = (options: readonly FacetCount[]) => options.filter((o) => o.cnt > 0);

/** Where the vehicles stand: the state of their branch. */
export const statePath = (state: string) => `/search/location-state-${segment(state.toLowerCase())}`;

export const titlePath = (titleType: string) => `/search/title-name-${segment(titleType)}`;

/** The vehicle type's page slug (`cars`) by the type's code. */
const TYPE_SLUGS: ReadonlyMap<string, string> = new Map(
  [...SALVAGE_TYPES].map(([slug, type]) => [type, slug]),
);

/**
 * `/salvage-{slug}` when the search pages read that slug as meant (search-salvage: a make, `{make}-{model}`, a vehicle
 * type), else nothing: a make and model whose slug another make or pair takes first is left out rather than listed
 * as the wrong page.
 */
function salvagePath(
  slug: string,
  vocabulary: VehicleVocabulary,
  meant: (target: SalvageTarget | null) => boolean,
): string[] {
  return meant(salvageTarget(slug, vocabulary)) ? [`/salvage-${segment(slug)}`] : [];
}

/**
 * The search pages with open lots, without locale prefix: all vehicles, buy it now and auction only, the damage
 * pages, each vehicle type (`/salvage-cars`), make (`/salvage-{make}`, the vehicle finder's link), make and model
 * (`/salvage-{make}-{model}`: a path of its own, indexable and canonical to itself, where `?models=` would be a
 * filtered view), state where the vehicles stand (their branch's) and title. Counted as the search pages count (the
 * in-memory facet index, or its SQL fallback), so every page listed shows results.
 */
export async function searchPagePaths(): Promise<string[]> {
  const [{ facets }, branches, vocabulary] = await Promise.all([
    searchCounts(EMPTY_FILTERS),
    branchNames(),
    vehicleVocabulary(),
  ]);
  const saleTypes = new Map(facets.saleTypes.map((o) => [o.key, o.cnt]));
  const states = new Set<string>();
  for (const branch of withLots(facets.branches)) {
    const state = branches.get(Number(branch.key))?.state;
    if (state) states.add(state);
  }
  const paths = [
    '/search',
    ...((saleTypes.get('buy_it_now') ?? 0) > 0 ? ['/search/buy-it-now'] : []),
    ...((saleTypes.get('auction_only') ?? 0) > 0 ? ['/search/auction-only'] : []),
    ...withLots(facets.lossTypes).flatMap((o) => {
      const slug = DAMAGE_PAGES[o.key as keyof typeof DAMAGE_PAGES];
      return slug ? [`/${slug}`] : [];
    }),
    ...withLots(facets.types).flatMap((o) => {
      const slug = TYPE_SLUGS.get(o.key);
      return slug ? salvagePath(slug, vocabulary, (t) => t?.kind === 'type' && t.type === o.key) : [];
    }),
    ...withLots(facets.makes).flatMap((o) =>
      salvagePath(o.key, vocabulary, (t) => t?.kind === 'make' && t.make === o.key),
    ),
    ...withLots(facets.models).flatMap((o) =>
      o.make === undefined
        ? []
        : salvagePath(
            `${o.make}-${o.key}`,
            vocabulary,
            (t) => t?.kind === 'model' && t.make === o.make && t.model === o.key,
          ),
    ),
    ...[...states].sort().map(statePath),
    ...withLots(facets.titleTypes).map((o) => titlePath(o.key)),
  ];
  return [...new Set(paths)];
}

/** The search pages with open lots, in every locale. */
export async function searchPageUrls(): Promise<SitemapUrl[]> {
  return (await searchPagePaths()).flatMap(inEveryLocale);
}
