/** One field of an audit row: its value before the write and after it (absent where that side has no such field). */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

/** Longest value shown; the full row stays in the API's answer. */
const MAX_VALUE = 120;

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * The fields a write changed, by name: for an update those whose value differs, for a creation every field set (after
 * only), for a deletion every field removed (before only).
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return fields.flatMap((field) => {
    const had = before !== null && Object.hasOwn(before, field);
    const has = after !== null && Object.hasOwn(after, field);
    if (had && has && JSON.stringify(before[field]) === JSON.stringify(after[field])) return [];
    return [
      {
        field,
        ...(had ? { before: shown(before[field]) } : {}),
        ...(has ? { after: shown(after[field]) } : {}),
      },
    ];
  });
}
