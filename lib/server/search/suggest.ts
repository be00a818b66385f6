import 'server-only';
import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { OPEN_LOT_STATUSES } from '@/lib/domain/inventory-terms';
import { lotPathOf } from '@/lib/domain/lot-route';
import { parseStockNumber } from '@/lib/domain/stock-number';
import { makeModelCatalog } from './make-model-catalog';

export interface Suggestion {
  type: 'make' | 'model' | 'lot';
  label: string;
  /** A path without locale prefix. */
  link: string;
  cnt?: number;
}

const MAX_MAKES = 4;
const MAX_MODELS = 6;
const MAX_LOTS = 5;
const VIN_PREFIX = /^[A-HJ-NPR-Z0-9]{5,17}$/;

const makeLink = (slug: string) => `/salvage-${slug}`;
const modelLink = (make: string, model: string) =>
  `/search?makes=${encodeURIComponent(make)}&models=${encodeURIComponent(model)}`;

/** The most common make and model pairs among open lots (the dropdown before anything is typed). */
export async function popularSuggestions(limit = 8): Promise<Suggestion[]> {
  const catalog = await makeModelCatalog();
  return catalog.slice(0, limit).map((m) => ({
    type: 'model',
    label: `${m.make} ${m.model}`,
    link: modelLink(m.makeSlug, m.modelSlug),
    cnt: m.cnt,
  }));
}

/** Makes and models starting with the text, and lots whose VIN, stock number or lot id starts with it. */
export async function suggestionsFor(text: string): Promise<Suggestion[]> {
  const query = text.trim().replace(/\s+/g, ' ');
  if (query.length < 2) return [];
  const lower = query.toLowerCase();
  const catalog = await makeModelCatalog();

  const makes = new Map<string, Suggestion>();
  for (const m of catalog) {
    if (makes.size >= MAX_MAKES) break;
    if (m.make.toLowerCase().startsWith(lower) && !makes.has(m.makeSlug)) {
      const cnt = catalog.filter((c) => c.makeSlug === m.makeSlug).reduce((sum, c) => sum + c.cnt, 0);
      makes.set(m.makeSlug, { type: 'make', label: m.make, link: makeLink(m.makeSlug), cnt });
    }
  }
  const models = catalog
    .filter(
      (m) =>
        `${m.make} ${m.model}`.toLowerCase().startsWith(lower) || m.model.toLowerCase().startsWith(lower),
    )
    .slice(0, MAX_MODELS)
    .map<Suggestion>((m) => ({
      type: 'model',
      label: `${m.make} ${m.model}`,
      link: modelLink(m.makeSlug, m.modelSlug),
      cnt: m.cnt,
    }));

  return [...makes.values(), ...models, ...(await lotSuggestions(query))];
}

async function lotSuggestions(query: string): Promise<Suggestion[]> {
  const compact = query.replace(/[\s#|]/g, '').toUpperCase();
  const conditions = [];
  if (VIN_PREFIX.test(compact) && /[A-Z]/.test(compact)) conditions.push(like(lots.vin, `${compact}%`));
  if (/^\d{4,8}$/.test(compact)) conditions.push(like(lots.stockNumber, `${compact}%`));
  const stock = parseStockNumber(query);
  if (stock) conditions.push(eq(lots.stockNumber, stock));
  if (/^\d{9}$/.test(compact)) conditions.push(eq(lots.id, Number(compact)));
  if (conditions.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: lots.id,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      vin: lots.vin,
      stock: lots.stockNumber,
    })
    .from(lots)
    .where(and(inArray(lots.status, [...OPEN_LOT_STATUSES]), or(...conditions)))
    .orderBy(asc(lots.id))
    .limit(MAX_LOTS);
  return rows.map((r) => ({
    type: 'lot',
    label: `${r.year} ${r.make} ${r.model} · ${r.vin} · #${r.stock}`,
    link: lotPathOf(r),
  }));
}
