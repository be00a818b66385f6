import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { modelKey, type VehicleVocabulary } from '@/lib/domain/search-salvage';
import { memoize } from '../cache/memo';
import { indexedVehicleDictionaries } from './facet-index/facet-index';
import type { Dictionary } from './facet-index/lot-columns';

/** How far behind the table the index's vocabulary may be (a new make's page answers 404 at most this long). */
const MAX_AGE_MS = 30_000;

/**
 * Every make and model of the table (open or closed lots) from SQL, kept ten minutes: while the index loads, or where
 * it cannot be used.
 */
const fromSql = memoize(10 * 60_000, async (): Promise<VehicleVocabulary> => {
  const db = await getDb();
  const rows = await db
    .select({
      makeSlug: lots.makeSlug,
      make: sql<string>`min(${lots.make})`,
      modelSlug: lots.modelSlug,
      model: sql<string>`min(${lots.model})`,
    })
    .from(lots)
    .groupBy(lots.makeSlug, lots.modelSlug);
  const makes = new Map<string, string>();
  const models = new Map<string, string>();
  for (const row of rows) {
    if (!makes.has(row.makeSlug)) makes.set(row.makeSlug, row.make);
    models.set(modelKey(row.makeSlug, row.modelSlug), row.model);
  }
  return { makes, models };
});

/** The vocabulary of the index's dictionaries, rebuilt only when they have grown (they never shrink). */
let built: { makes: Dictionary; models: Dictionary; sizes: string; vocabulary: VehicleVocabulary } | null =
  null;

function fromDictionaries(makes: Dictionary, models: Dictionary): VehicleVocabulary {
  const sizes = `${makes.size}/${models.size}`;
  if (built && built.makes === makes && built.models === models && built.sizes === sizes)
    return built.vocabulary;
  const vocabulary = { makes: new Map<string, string>(), models: new Map<string, string>() };
  makes.keys.forEach((slug, code) => {
    if (!vocabulary.makes.has(slug)) vocabulary.makes.set(slug, makes.meta[code]?.name ?? slug);
  });
  models.keys.forEach((slug, code) => {
    const meta = models.meta[code];
    if (meta?.make !== undefined) vocabulary.models.set(modelKey(meta.make, slug), meta.name ?? slug);
  });
  built = { makes, models, sizes, vocabulary };
  return vocabulary;
}

/**
 * Every make and model the inventory has, open or closed lots alike (a make with no open lot still has its page, with
 * no results), by slug with their names: from the in-memory facet index (at most 30 seconds behind the table), else
 * from one GROUP BY kept ten minutes. Never a query per request.
 */
export async function vehicleVocabulary(): Promise<VehicleVocabulary> {
  const dictionaries = await indexedVehicleDictionaries(MAX_AGE_MS);
  return dictionaries ? fromDictionaries(dictionaries.makes, dictionaries.models) : fromSql.get();
}
