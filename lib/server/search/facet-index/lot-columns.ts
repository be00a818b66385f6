import 'server-only';
import { FACET_GROUPS, type FacetGroup } from '@/lib/domain/search-facets';

/** A lot's searchable columns as the facet index reads them (LOT_COLUMNS_SQL below). */
export interface LotColumnsRow {
  id: number;
  open: boolean;
  type: string;
  make_slug: string;
  make: string;
  model_slug: string;
  model: string;
  year: number;
  damage: string;
  loss_type: string;
  title_type: string;
  title_state: string;
  branch_id: number;
  bin: boolean;
  auction: boolean;
  odometer: number;
  /** Milliseconds since the epoch, cut down to the millisecond (filters' bounds are whole milliseconds). */
  sale_ms: number | null;
  trim: string;
  color: string;
  body_style: string;
  /** A 17-character alphanumeric VIN and an 8-digit stock number: each one lexeme of the search vector. */
  plain: boolean;
}

/** The select list of LotColumnsRow over `lots l` (load and change replay alike). */
export const LOT_COLUMNS_SQL = `l.id, l.status in ('upcoming', 'pre-bidding', 'on-the-block') as open, l.vehicle_type as type,
  l.make_slug, l.make, l.model_slug, l.model, l.year, l.primary_damage as damage, l.loss_type, l.title_type,
  l.title_state, l.branch_id, l.buy_it_now_price_cents is not null as bin, l.auction_id is not null as auction,
  l.odometer, floor(extract(epoch from l.sale_date) * 1000)::float8 as sale_ms, coalesce(l."trim", '') as "trim",
  l.color, l.body_style, (l.vin ~ '^[A-Za-z0-9]{17}$' and l.stock_number ~ '^[0-9]{8}$') as plain`;

/** The parts of the search vector besides VIN and stock number, each a column of value codes. */
export const TEXT_PARTS = ['year', 'make', 'model', 'trim', 'color', 'body'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

/** Slots by code (see LotColumns.postings). */
export interface Postings {
  offsets: Int32Array;
  slots: Int32Array;
}

/** The distinct values of one column and their codes; `meta` holds what a facet option shows besides its key. */
export class Dictionary {
  readonly keys: string[] = [];
  readonly meta: { name?: string; make?: string; year?: number }[] = [];
  private readonly codes = new Map<string, number>();

  code(id: string, key: string, meta: { name?: string; make?: string; year?: number } = {}): number {
    let code = this.codes.get(id);
    if (code === undefined) {
      code = this.keys.length;
      this.codes.set(id, code);
      this.keys.push(key);
      this.meta.push(meta);
    }
    return code;
  }

  get size(): number {
    return this.keys.length;
  }
}

const grow = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(array: T, size: number): T => {
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
};

/**
 * Every lot's searchable columns in typed arrays, one slot per lot id (a deleted lot keeps its slot, closed): what
 * the facet counts scan. Group columns hold dictionary codes; the sale-type code is 2 x has buy-it-now + in an auction.
 */
export class LotColumns {
  size = 0;
  private capacity = 0;
  readonly slots = new Map<number, number>();
  open = new Uint8Array(0);
  odometer = new Int32Array(0);
  saleMs = new Float64Array(0);
  /** Lots whose VIN or stock number is not a single plain lexeme (text queries then go to SQL). */
  oddLots = new Set<number>();
  readonly groups = Object.fromEntries(FACET_GROUPS.map((g) => [g, new Uint16Array(0)])) as Record<
    FacetGroup,
    Uint16Array
  >;
  readonly dictionaries = Object.fromEntries(FACET_GROUPS.map((g) => [g, new Dictionary()])) as Record<
    FacetGroup,
    Dictionary
  >;
  readonly text = Object.fromEntries(TEXT_PARTS.map((p) => [p, new Uint16Array(0)])) as Record<
    TextPart,
    Uint16Array
  >;
  readonly textValues = Object.fromEntries(TEXT_PARTS.map((p) => [p, new Dictionary()])) as Record<
    TextPart,
    Dictionary
  >;

  /** Open lots per code of each group, kept up to date by set and remove: the counts of a search without filters. */
  readonly openTotals = Object.fromEntries(FACET_GROUPS.map((g) => [g, [] as number[]])) as Record<
    FacetGroup,
    number[]
  >;
  openCount = 0;
  /** Bumped by every set and remove: postings built before are rebuilt on their next use. */
  version = 0;
  private postingCache = new Map<string, Postings & { version: number }>();

  /**
   * Every slot grouped by its code of a column (a counting sort): slots of code c are
   * slots[offsets[c]..offsets[c + 1]). Built on first use and again after the columns changed.
   */
  postings(name: string, codes: Uint16Array, codeCount: number): Postings {
    const cached = this.postingCache.get(name);
    if (cached && cached.version === this.version) return cached;
    const offsets = new Int32Array(codeCount + 1);
    for (let i = 0; i < this.size; i++) offsets[codes[i]! + 1]!++;
    for (let c = 0; c < codeCount; c++) offsets[c + 1]! += offsets[c]!;
    const next = offsets.slice(0, codeCount);
    const slots = new Int32Array(this.size);
    for (let i = 0; i < this.size; i++) slots[next[codes[i]!]!++] = i;
    const built = { offsets, slots, version: this.version };
    this.postingCache.set(name, built);
    return built;
  }

  private tally(slot: number, delta: 1 | -1): void {
    this.openCount += delta;
    for (const g of FACET_GROUPS) {
      const code = this.groups[g][slot]!;
      this.openTotals[g][code] = (this.openTotals[g][code] ?? 0) + delta;
    }
  }

  constructor() {
    for (const key of ['0', '1', '2', '3']) this.dictionaries.saleTypes.code(key, key);
  }

  private slotOf(id: number): number {
    let slot = this.slots.get(id);
    if (slot !== undefined) return slot;
    slot = this.size++;
    if (slot >= this.capacity) {
      this.capacity = Math.max(1_024, this.capacity * 2);
      this.open = grow(this.open, this.capacity);
      this.odometer = grow(this.odometer, this.capacity);
      this.saleMs = grow(this.saleMs, this.capacity);
      for (const g of FACET_GROUPS) this.groups[g] = grow(this.groups[g], this.capacity);
      for (const p of TEXT_PARTS) this.text[p] = grow(this.text[p], this.capacity);
    }
    this.slots.set(id, slot);
    return slot;
  }

  /** Store a lot's current columns (insert or update). */
  set(row: LotColumnsRow): void {
    this.version++;
    const known = this.slots.has(row.id);
    const slot = this.slotOf(row.id);
    if (known && this.open[slot] === 1) this.tally(slot, -1);
    const d = this.dictionaries;
    const g = this.groups;
    this.open[slot] = row.open ? 1 : 0;
    this.odometer[slot] = row.odometer;
    this.saleMs[slot] = row.sale_ms === null ? NaN : Number(row.sale_ms);
    if (row.plain) this.oddLots.delete(row.id);
    else this.oddLots.add(row.id);
    g.types[slot] = d.types.code(row.type, row.type);
    g.makes[slot] = d.makes.code(`${row.make_slug}\u0000${row.make}`, row.make_slug, { name: row.make });
    g.models[slot] = d.models.code(
      `${row.model_slug}\u0000${row.model}\u0000${row.make_slug}`,
      row.model_slug,
      {
        name: row.model,
        make: row.make_slug,
      },
    );
    g.years[slot] = d.years.code(String(row.year), String(row.year), { year: row.year });
    g.damages[slot] = d.damages.code(row.damage, row.damage);
    g.lossTypes[slot] = d.lossTypes.code(row.loss_type, row.loss_type);
    g.titleTypes[slot] = d.titleTypes.code(row.title_type, row.title_type);
    g.states[slot] = d.states.code(row.title_state, row.title_state);
    g.branches[slot] = d.branches.code(String(row.branch_id), String(row.branch_id));
    g.saleTypes[slot] = (row.bin ? 2 : 0) + (row.auction ? 1 : 0);
    const t = this.textValues;
    this.text.year[slot] = t.year.code(String(row.year), String(row.year));
    this.text.make[slot] = t.make.code(row.make, row.make);
    this.text.model[slot] = t.model.code(row.model, row.model);
    this.text.trim[slot] = t.trim.code(row.trim, row.trim);
    this.text.color[slot] = t.color.code(row.color, row.color);
    this.text.body[slot] = t.body.code(row.body_style, row.body_style);
    if (row.open) this.tally(slot, 1);
  }

  /** A deleted lot: closed, so no search finds or counts it. */
  remove(id: number): void {
    this.version++;
    const slot = this.slots.get(id);
    if (slot !== undefined && this.open[slot] === 1) {
      this.tally(slot, -1);
      this.open[slot] = 0;
    }
    this.oddLots.delete(id);
  }

  /** The largest dictionary must fit the 16-bit codes. */
  fits(): boolean {
    return [
      ...FACET_GROUPS.map((g) => this.dictionaries[g]),
      ...TEXT_PARTS.map((p) => this.textValues[p]),
    ].every((d) => d.size < 65_536);
  }
}
