/**
 * Lot page URLs (SPEC §2, §5): root form `/{9-digit id}-{4-digit year}-{title}` and
 * `/vehicle/{8-digit stock number}-{4-digit year}-{title}`.
 */

/** A parsed lot path; `slug` is the raw title segment as it appears in the URL. */
export interface LotPath {
  form: 'root' | 'vehicle';
  id: string;
  year: number;
  slug: string;
}

const ROOT_FORM = /^\/([0-9]{9})-([0-9]{4})-([^/]+)\/?$/;
const VEHICLE_FORM = /^\/vehicle\/([0-9]{8})-([0-9]{4})-([^/]+)\/?$/;

/**
 * Parses a lot path (without locale prefix, with leading slash, no query). One trailing slash
 * is tolerated; the title part must be non-empty and is not decoded. Null for anything else.
 */
export function parseLotPath(path: string): LotPath | null {
  for (const [form, pattern] of [
    ['root', ROOT_FORM],
    ['vehicle', VEHICLE_FORM],
  ] as const) {
    const match = pattern.exec(path);
    if (match) return { form, id: match[1] ?? '', year: Number(match[2]), slug: match[3] ?? '' };
  }
  return null;
}

/**
 * URL slug: accents stripped (NFKD), lower-case ASCII letters and digits, every other run of
 * characters turned into a single dash, no leading or trailing dash; 'vehicle' when empty.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'vehicle';
}

/** The year as four digits; throws unless it is an integer from 1000 to 9999. */
function yearPart(year: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`Lot year must have 4 digits: ${year}`);
  }
  return String(year);
}

/** Root-form lot path `/{lotId}-{year}-{slug of make model trim}`; throws unless lotId is 9 digits. */
export function lotPath(lot: {
  lotId: string;
  year: number;
  make: string;
  model: string;
  trim?: string | null;
}): string {
  if (!/^[0-9]{9}$/.test(lot.lotId)) throw new RangeError(`Lot id must have 9 digits: ${lot.lotId}`);
  const title = [lot.make, lot.model, lot.trim ?? ''].join(' ');
  return `/${lot.lotId}-${yearPart(lot.year)}-${slugify(title)}`;
}

/** Vehicle-form lot path `/vehicle/{stockNumber}-{year}-{slug}`; throws unless stockNumber is 8 digits. */
export function vehiclePath(stockNumber: string, year: number, title: string): string {
  if (!/^[0-9]{8}$/.test(stockNumber))
    throw new RangeError(`Stock number must have 8 digits: ${stockNumber}`);
  return `/vehicle/${stockNumber}-${yearPart(year)}-${slugify(title)}`;
}

/** The root-form path of a lot record (its numeric 9-digit `id`, year, make, model, trim). */
export function lotPathOf(lot: {
  id: number;
  year: number;
  make: string;
  model: string;
  trim?: string | null;
}): string {
  return lotPath({ lotId: String(lot.id), year: lot.year, make: lot.make, model: lot.model, trim: lot.trim });
}
