import * as z from 'zod/mini';
import { text } from './safe-text';

/**
 * GET /rest-api/v2/admin/audit and the console's audit page (a GET form with the same names): every filter is
 * optional and an empty one (a form sends its blank fields) means no filter. `from` and `to` are UTC days, both
 * included; `cursor` is the `nextCursor` of the page before (rows come newest first).
 */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

export const AUDIT_DAY_MESSAGE = 'Enter a date as YYYY-MM-DD.';
export const AUDIT_RANGE_MESSAGE = 'The end date comes before the start date.';

/** `YYYY-MM-DD` naming a real calendar day. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const blankIsAbsent = z.transform((value: string) => (value === '' ? undefined : value));

/** A text filter of at most `max` characters. */
function filterText(max: number) {
  return z.optional(z.pipe(text().check(z.maxLength(max, `At most ${max} characters.`)), blankIsAbsent));
}

const day = z.optional(
  z.pipe(
    text().check(z.refine((value) => value === '' || isIsoDay(value), AUDIT_DAY_MESSAGE)),
    blankIsAbsent,
  ),
);

export const auditQuerySchema = z
  .object({
    /** The staff member's e-mail (any case). */
    actor: filterText(254),
    /** `entity.verb`: 'lot.create', 'lot.update', 'lot.withdraw', 'photo.upload', ... */
    action: filterText(64),
    entity: filterText(64),
    entity_id: filterText(64),
    from: day,
    to: day,
    cursor: z.optional(
      z.pipe(
        text().check(z.regex(/^(?:[1-9][0-9]{0,14})?$/, 'Not a cursor of this list.')),
        z.transform((value) => (value === '' ? undefined : Number(value))),
      ),
    ),
    limit: z._default(
      z.coerce
        .number('A whole number.')
        .check(z.int('A whole number.'), z.gte(1, 'At least 1.'), z.lte(AUDIT_MAX_PAGE_SIZE, 'At most 200.')),
      AUDIT_PAGE_SIZE,
    ),
  })
  .check(z.refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_RANGE_MESSAGE, path: ['to'] }));
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One row of the audit log as the API and the console show it. */
export interface AuditEntryView {
  id: number;
  at: Date;
  actorId: string;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  requestId: string | null;
}

/** One page, newest first; `nextCursor` asks for the older rows (null: none left). */
export interface AuditPage {
  items: AuditEntryView[];
  nextCursor: string | null;
}
