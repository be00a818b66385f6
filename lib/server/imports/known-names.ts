import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rows } from '@/lib/db/rows';
import { slugify } from '@/lib/domain/lot-route';
import { VEHICLE_DEFAULTS, type ImportVehicle } from './lot-defaults';

/** What the inventory already says about a make and model: its spelling, and a lot's vehicle to copy. */
export interface KnownModel {
  make: string | null;
  model: string | null;
  vehicle: ImportVehicle | null;
}

const pairKey = (makeSlug: string, modelSlug: string) => `${makeSlug}/${modelSlug}`;

/**
 * The names of a batch's rows as the inventory spells them (`TOYOTA camry` is filed as `Toyota Camry`, like a
 * check-in: derive-vehicle.ts), and for each make and model a lot's body style, engine, fuel, drive and transmission
 * (what a new lot of that model takes). One statement for the batch: an index lookup per distinct pair. Names met
 * earlier in the same batch count too (see `learn`).
 */
export async function knownNames(db: Db, pairs: readonly { make: string; model: string }[]) {
  const distinct = new Map<string, [string, string]>();
  for (const { make, model } of pairs) {
    const makeSlug = slugify(make);
    const modelSlug = slugify(model);
    distinct.set(pairKey(makeSlug, modelSlug), [makeSlug, modelSlug]);
  }
  const found = new Map<string, KnownModel>();
  const makes = new Map<string, string>();
  if (distinct.size > 0) {
    const list = [...distinct.values()];
    const answer = rows<{
      make_slug: string;
      model_slug: string;
      any_make: string | null;
      make: string | null;
      model: string | null;
      body_style: string | null;
      engine: string | null;
      fuel: string | null;
      drive: string | null;
      transmission: string | null;
    }>(
      await db.execute(sql`
        select p.make_slug, p.model_slug,
          (select l.make from lots l where l.make_slug = p.make_slug limit 1) as any_make,
          m.make, m.model, m.body_style, m.engine, m.fuel, m.drive, m.transmission
        from unnest(
          array[${sql.join(
            list.map(([make]) => sql`${make}`),
            sql`, `,
          )}]::text[],
          array[${sql.join(
            list.map(([, model]) => sql`${model}`),
            sql`, `,
          )}]::text[]
        ) as p(make_slug, model_slug)
        left join lateral (
          select l.make, l.model, l.body_style, l.engine, l.fuel, l.drive, l.transmission from lots l
          where l.make_slug = p.make_slug and l.model_slug = p.model_slug limit 1
        ) m on true`),
    );
    for (const r of answer) {
      if (r.any_make) makes.set(r.make_slug, r.any_make);
      found.set(pairKey(r.make_slug, r.model_slug), {
        make: r.make,
        model: r.model,
        vehicle:
          r.body_style && r.engine && r.fuel && r.drive && r.transmission
            ? {
                bodyStyle: r.body_style,
                engine: r.engine,
                fuel: r.fuel,
                drive: r.drive,
                transmission: r.transmission,
              }
            : null,
      });
    }
  }

  return {
    /** The spelling and the vehicle to copy for a row's make and model. */
    resolve(make: string, model: string) {
      const makeSlug = slugify(make);
      const modelSlug = slugify(model);
      const known = found.get(pairKey(makeSlug, modelSlug));
      return {
        make: known?.make ?? makes.get(makeSlug) ?? make,
        makeSlug,
        model: known?.model ?? model,
        modelSlug,
        vehicle: known?.vehicle ?? VEHICLE_DEFAULTS,
      };
    },
    /** A new lot's names and vehicle, for the rows after it in the batch. */
    learn(lot: { make: string; makeSlug: string; model: string; modelSlug: string } & ImportVehicle) {
      if (!makes.has(lot.makeSlug)) makes.set(lot.makeSlug, lot.make);
      const key = pairKey(lot.makeSlug, lot.modelSlug);
      if (!found.get(key)?.model) found.set(key, { make: lot.make, model: lot.model, vehicle: lot });
    },
  };
}
