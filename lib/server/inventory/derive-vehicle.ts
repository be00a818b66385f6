import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { ILLUSTRATION_VIEWS } from '@/lib/domain/lot-illustration';
import { slugify } from '@/lib/domain/lot-route';
import { VEHICLE_TYPE_OF_BODY, type BodyStyleCode } from '@/lib/schemas/admin-lot-codes';

/** What staff type that the derived columns follow from. */
export interface VehicleInput {
  make: string;
  model: string;
  bodyStyle: string;
  color: string;
  primaryDamage: string;
  engine: string;
  fuel: string;
}

/** The columns no one types: names as the inventory spells them, slugs, vehicle type and cylinders. */
export interface DerivedVehicle {
  make: string;
  makeSlug: string;
  model: string;
  modelSlug: string;
  vehicleType: string;
  cylinders: number | null;
}

/**
 * The inventory's own spelling of a make and model it already has (`TOYOTA camry` is filed as `Toyota Camry`, one
 * facet option and one search page, not two); a new make or model keeps what was typed. Two index lookups.
 */
async function knownNames(db: Db, makeSlug: string, modelSlug: string, exceptId: number | null) {
  const other = exceptId === null ? undefined : ne(lots.id, exceptId);
  const [pair] = await db
    .select({ make: lots.make, model: lots.model })
    .from(lots)
    .where(and(eq(lots.makeSlug, makeSlug), eq(lots.modelSlug, modelSlug), other))
    .limit(1);
  if (pair) return pair;
  const [make] = await db
    .select({ make: lots.make })
    .from(lots)
    .where(and(eq(lots.makeSlug, makeSlug), other))
    .limit(1);
  return { make: make?.make ?? null, model: null };
}

/** The vehicle type (the search's `types` filter) of a body style. */
export function vehicleTypeOf(bodyStyle: string): string {
  return Object.hasOwn(VEHICLE_TYPE_OF_BODY, bodyStyle)
    ? VEHICLE_TYPE_OF_BODY[bodyStyle as BodyStyleCode]
    : 'automobile';
}

/** Cylinders from the engine's text (`3.5L V6`, `2.0L I4`, `6-cyl`), none for an electric motor. */
export function cylindersOf(engine: string, fuel: string): number | null {
  if (fuel === 'electric') return null;
  const match = /[VIHW](\d{1,2})\b/.exec(engine) ?? /\b(\d{1,2})-cyl/i.exec(engine);
  return match ? Number(match[1]) : null;
}

/** `exceptId`: the lot being edited (its own spelling is the one that may be corrected). */
export async function deriveVehicle(
  db: Db,
  input: VehicleInput,
  exceptId: number | null = null,
): Promise<DerivedVehicle> {
  const makeSlug = slugify(input.make);
  const modelSlug = slugify(input.model);
  const known = await knownNames(db, makeSlug, modelSlug, exceptId);
  return {
    make: known.make ?? input.make,
    makeSlug,
    model: known.model ?? input.model,
    modelSlug,
    vehicleType: vehicleTypeOf(input.bodyStyle),
    cylinders: cylindersOf(input.engine, input.fuel),
  };
}

/** The drawn photos of a lot without photos: its body style in its colour with its damage (lot-illustration.ts). */
export function illustrationsOf(lot: { bodyStyle: string; color: string; primaryDamage: string }): string[] {
  return ILLUSTRATION_VIEWS.map(
    (view) => `/lot-images/${lot.bodyStyle}/${lot.color}/${lot.primaryDamage}/${view}.svg`,
  );
}

/** Whether a lot's images are all drawn illustrations (then they follow its body, colour and damage). */
export function hasOnlyIllustrations(images: readonly string[]): boolean {
  return images.every((image) => image.startsWith('/lot-images/'));
}
