import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches } from '@/lib/db/schema';
import { US_STATES } from '@/lib/domain/us-states';
import en from '@/messages/en.json' with { type: 'json' };
import {
  AIRBAGS,
  BODY_STYLES,
  COLORS,
  DAMAGES,
  DRIVES,
  FUELS,
  LOSS_TYPES,
  ODOMETER_BRAND_NAMES,
  ODOMETER_BRANDS,
  START_CODES,
  TITLE_STATES,
  TITLE_TYPES,
  TRANSMISSIONS,
} from '@/lib/schemas/admin-lot-codes';
import type { LotFormOptions, LotOption } from '@/lib/schemas/admin-lots';
import { vehicleVocabulary } from '../search/vehicle-vocabulary';

const named = (codes: readonly string[], names: Readonly<Record<string, string>>): LotOption[] =>
  codes.map((value) => ({ value, label: names[value] ?? value }));

const capitalized = (code: string) => code.charAt(0).toUpperCase() + code.slice(1);

/** The check-in and edit forms' choices, English names from the site's messages (the console is English). */
export async function lotFormOptions(): Promise<LotFormOptions> {
  const db = await getDb();
  const [yards, vocabulary] = await Promise.all([
    db
      .select({
        id: branches.id,
        name: branches.name,
        state: branches.state,
        lanes: branches.lanes,
        timeZone: branches.timeZone,
      })
      .from(branches)
      .orderBy(asc(branches.name)),
    vehicleVocabulary(),
  ]);
  const models: Record<string, string[]> = {};
  for (const [key, model] of vocabulary.models) {
    const make = vocabulary.makes.get(key.slice(0, key.indexOf('/')));
    if (make) (models[make] ??= []).push(model);
  }
  for (const list of Object.values(models)) list.sort();
  const values = en.LotPage.values;
  return {
    bodyStyle: named(BODY_STYLES, values.body),
    color: COLORS.map((value) => ({ value, label: capitalized(value) })),
    drive: named(DRIVES, values.drive),
    fuel: named(FUELS, values.fuel),
    transmission: named(TRANSMISSIONS, values.transmission),
    odometerBrand: named(ODOMETER_BRANDS, ODOMETER_BRAND_NAMES),
    primaryDamage: named(DAMAGES, en.Damage),
    lossType: named(LOSS_TYPES, en.LossType),
    titleType: named(TITLE_TYPES, en.TitleType),
    titleState: TITLE_STATES.map((value) => ({ value, label: `${value} (${US_STATES[value]})` })),
    startCode: named(START_CODES, en.StartCode),
    airbags: named(AIRBAGS, values.airbags),
    branches: yards.map((b) => ({
      id: b.id,
      label: `${b.name}, ${b.state} (${b.id})`,
      lanes: b.lanes,
      timeZone: b.timeZone,
    })),
    makes: [...new Set(vocabulary.makes.values())].sort(),
    models,
  };
}
