/**
 * What `/salvage-{slug}` (SPEC §2) names: a make, a make and model (`/salvage-{make}-{model}`), a vehicle type
 * (`/salvage-cars`) or a body style (`/salvage-sedans`). Anything else names nothing we sell.
 */
import type { VehicleTypeCode } from './inventory-terms';

/** Vehicle types by the slug of their page: one slug each, the English plural of the type's label. */
export const SALVAGE_TYPES: ReadonlyMap<string, VehicleTypeCode> = new Map<string, VehicleTypeCode>([
  ['cars', 'automobile'],
  ['suvs', 'suv'],
  ['pickup-trucks', 'pickup'],
  ['vans', 'van'],
  ['motorcycles', 'motorcycle'],
  ['trucks', 'truck'],
]);

/**
 * Body styles by the slug of their page, each the word a lot's search text holds for it (the search vector has the
 * body style): their page is a text search for that word.
 */
export const SALVAGE_BODY_STYLES: ReadonlyMap<string, string> = new Map([
  ['sedans', 'sedan'],
  ['coupes', 'coupe'],
  ['hatchbacks', 'hatchback'],
  ['wagons', 'wagon'],
  ['convertibles', 'convertible'],
  ['minivans', 'minivan'],
]);

/** The makes and models of the inventory (open or closed lots alike), by slug, with their names. */
export interface VehicleVocabulary {
  /** Make name by make slug. */
  makes: ReadonlyMap<string, string>;
  /** Model name by `modelKey(make slug, model slug)`. */
  models: ReadonlyMap<string, string>;
}

export const EMPTY_VOCABULARY: VehicleVocabulary = { makes: new Map(), models: new Map() };

export const modelKey = (makeSlug: string, modelSlug: string) => `${makeSlug}/${modelSlug}`;

export type SalvageTarget =
  | { kind: 'make'; make: string }
  | { kind: 'model'; make: string; model: string }
  | { kind: 'type'; type: VehicleTypeCode; slug: string }
  | { kind: 'body'; body: string; slug: string };

/**
 * What a salvage slug names, or null: a make first, then a make and model (the slug split at each dash in turn, the
 * first known pair wins), then a vehicle type, then a body style.
 */
export function salvageTarget(slug: string, vocabulary: VehicleVocabulary): SalvageTarget | null {
  if (vocabulary.makes.has(slug)) return { kind: 'make', make: slug };
  for (let dash = slug.indexOf('-'); dash > 0; dash = slug.indexOf('-', dash + 1)) {
    const make = slug.slice(0, dash);
    const model = slug.slice(dash + 1);
    if (model !== '' && vocabulary.models.has(modelKey(make, model))) return { kind: 'model', make, model };
  }
  const type = SALVAGE_TYPES.get(slug);
  if (type) return { kind: 'type', type, slug };
  const body = SALVAGE_BODY_STYLES.get(slug);
  if (body) return { kind: 'body', body, slug };
  return null;
}
