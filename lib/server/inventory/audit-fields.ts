import 'server-only';

/** Bookkeeping that changes with every write, left out of the audit's before and after. */
const NOT_AUDITED = new Set(['updatedAt']);

/**
 * The fields that differ between two wire views of a lot, each side with its own values: the audit log's before and
 * after of an edit (values compared as JSON, so dates and arrays compare by content).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (NOT_AUDITED.has(key) || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    is[key] = after[key] ?? null;
  }
  return { before: was, after: is };
}

/** A whole lot for the audit log's `after` of a check-in (without bookkeeping). */
export function auditedFields(lot: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(lot).filter(([key]) => !NOT_AUDITED.has(key)));
}
