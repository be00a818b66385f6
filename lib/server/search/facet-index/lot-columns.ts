import 'server-only';
import { FACET_GROUPS, type FacetGroup } from '@/lib/domain/search-facets';
import { PairCounts } from './pair-counts';

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
  /** Where the vehicle stands: its branch's state. */
  state: string;
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
  (select b.state from branches b where b.id = l.branch_id) as state, l.branch_id,
  l.buy_it_now_price_cents is not null as bin, l.auction_id is not null as auction, l.odometer,
  floor(extract(epoch from l.sale_date) * 1000)::float8 as sale_ms, coalesce(l."trim", '') as "trim", l.color, l.body_style, (l.vin ~ '^[A-Za-z0-9]{17}$' and l.stock_number ~ '^[0-9]{8}$') as plain`;

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
  /** Open lots per pair of codes of every two groups, kept up to date by set and remove. */
  readonly pairs = new PairCounts();
  private readonly slotCodes = new Int32Array(FACET_GROUPS.length);
  private identity = new Int32Array(0);
  /** Per column (a group, or text:part): bumped when a lot's code in it changes; its postings are then rebuilt. */
  private readonly versions = new Map<string, number>();
  private postingCache = new Map<string, Postings & { version: number; size: number }>();

  /**
   * Every slot grouped by its code of a column (a counting sort): slots of code c are
   * slots[offsets[c]..offsets[c + 1]), in slot order. Built on first use and again after a code of the column changed
   * or a lot was added (a lot closing or opening changes no posting: the scans check `open`).
   */
  postings(name: string, codes: Uint16Array, codeCount: number): Postings {
    const cached = this.postingCache.get(name);
    const version = this.versions.get(name) ?? 0;
    if (cached && cached.version === version && cached.size === this.size) return cached;
    const offsets = new Int32Array(codeCount + 1);
    for (let i = 0; i < this.size; i++) offsets[codes[i]! + 1]!++;
    for (let c = 0; c < codeCount; c++) offsets[c + 1]! += offsets[c]!;
    const next = offsets.slice(0, codeCount);
    const slots = new Int32Array(this.size);
    for (let i = 0; i < this.size; i++) slots[next[codes[i]!]!++] = i;
    const built = { offsets, slots, version, size: this.size };
    this.postingCache.set(name, built);
    return built;
  }

  /** Write a lot's code of a column, marking the column's postings stale when it changes. */
  private put(name: string, column: Uint16Array, slot: number, code: number): void {
    if (column[slot] === code) return;
    column[slot] = code;
    this.versions.set(name, (this.versions.get(name) ?? 0) + 1);
  }

  /**
   * Lay the slots out by make, then model, then year (the load reads lots by id): the lots of a make, a model or their
   * words then sit next to each other, so a search for them reads adjacent memory instead of a slot here and there
   * across the whole index. Nothing else depends on the order of slots.
   */
  cluster(): void {
    const n = this.size;
    let order: Int32Array = Int32Array.from({ length: n }, (_, i) => i);
    for (const g of ['years', 'models', 'makes'] as const) {
      order = sortedBy(order, this.groups[g], this.dictionaries[g].size);
    }
    const permute = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(array: T): T => {
      const next = new (array.constructor as new (n: number) => T)(array.length);
      for (let i = 0; i < n; i++) next[i] = array[order[i]!]!;
      return next;
    };
    this.open = permute(this.open);
    this.odometer = permute(this.odometer);
    this.saleMs = permute(this.saleMs);
    for (const g of FACET_GROUPS) this.groups[g] = permute(this.groups[g]);
    for (const p of TEXT_PARTS) this.text[p] = permute(this.text[p]);
    const moved = new Int32Array(n);
    for (let i = 0; i < n; i++) moved[order[i]!] = i;
    for (const [id, slot] of this.slots) this.slots.set(id, moved[slot]!);
    this.postingCache.clear();
  }

  /** Every slot in order (the slots a search visits when no filter narrows them). */
  everySlot(): Int32Array {
    if (this.identity.length < this.size) {
      this.identity = Int32Array.from({ length: this.capacity }, (_, i) => i);
    }
    return this.identity;
  }

  private tally(slot: number, delta: 1 | -1): void {
    this.openCount += delta;
    FACET_GROUPS.forEach((g, gi) => {
      const code = this.groups[g][slot]!;
      this.openTotals[g][code] = (this.openTotals[g][code] ?? 0) + delta;
      this.slotCodes[gi] = code;
    });
    this.pairs.add(this.slotCodes, delta);
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
    const put = (group: FacetGroup, code: number) => this.put(group, g[group], slot, code);
    put('types', d.types.code(row.type, row.type));
    put('makes', d.makes.code(`${row.make_slug}\u0000${row.make}`, row.make_slug, { name: row.make }));
    put(
      'models',
      d.models.code(`${row.model_slug}\u0000${row.model}\u0000${row.make_slug}`, row.model_slug, {
        name: row.model,
        make: row.make_slug,
      }),
    );
    put('years', d.years.code(String(row.year), String(row.year), { year: row.year }));
    put('damages', d.damages.code(row.damage, row.damage));
    put('lossTypes', d.lossTypes.code(row.loss_type, row.loss_type));
    put('titleTypes', d.titleTypes.code(row.title_type, row.title_type));
    put('states', d.states.code(row.state, row.state));
    put('branches', d.branches.code(String(row.branch_id), String(row.branch_id)));
    put('saleTypes', (row.bin ? 2 : 0) + (row.auction ? 1 : 0));
    const t = this.textValues;
    const text = (part: TextPart, value: string) =>
      this.put(`text:${part}`, this.text[part], slot, t[part].code(value, value));
    text('year', String(row.year));
    text('make', row.make);
    text('model', row.model);
    text('trim', row.trim);
    text('color', row.color);
    text('body', row.body_style);
    if (row.open) this.tally(slot, 1);
  }

  /** A deleted lot: closed, so no search finds or counts it. */
  remove(id: number): void {
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

/** `order` stably sorted by each slot's code of a column (a counting sort). */
function sortedBy(order: Int32Array, codes: Uint16Array, codeCount: number): Int32Array {
  const next = new Int32Array(codeCount + 1);
  for (let i = 0; i < order.length; i++) next[codes[order[i]!]! + 1]!++;
  for (let c = 0; c < codeCount; c++) next[c + 1]! += next[c]!;
  const sorted = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) sorted[next[codes[order[i]!]!]!++] = order[i]!;
  return sorted;
}
