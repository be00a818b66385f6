/**
 * The one rule for text that crosses the API (issue #21), as pure functions (lib/schemas builds its zod checks from
 * them; search parsing strips with them). Stored text refuses what the database cannot keep and what no person types:
 * NUL (PostgreSQL refuses it in `text` and `jsonb`), an unpaired UTF-16 surrogate (it has no UTF-8 form: the driver
 * would store U+FFFD in its place, and `jsonb` refuses its `\ud800` escape), and the other control characters of C0
 * and DEL: on a single line all of them; in multi-line text all but tab, line feed and carriage return. Search text
 * strips them instead: a search for "a\u0000b" is a search for "a b", and one for "\u0000" is a search for nothing.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
/** Every C0 control and DEL. */
const LINE_CONTROL = /[\u0000-\u001F\u007F]/;
/** The same but tab, line feed and carriage return. */
const TEXT_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every control character (C0, DEL and C1): a search reads each as a space. */
const ANY_CONTROL = /\p{Cc}/gu;

export type TextKind = 'line' | 'multiline';

/** Whether `value` may be stored: no NUL, no unpaired surrogate, no control character its kind does not allow. */
export function isSafeText(value: string, kind: TextKind = 'line'): boolean {
  return !(kind === 'multiline' ? TEXT_CONTROL : LINE_CONTROL).test(value) && !LONE_SURROGATE.test(value);
}

/** Search text as a search reads it: control characters become spaces, unpaired surrogates are dropped. */
export function stripUnsafeText(value: string): string {
  return value.replace(ANY_CONTROL, ' ').replace(LONE_SURROGATES, '');
}

/**
 * Whether every string of a JSON value, keys included, is safe multi-line text (what a `jsonb` column keeps). Read
 * with a work list rather than recursion, so a deeply nested value cannot overflow the stack.
 */
export function isSafeJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isSafeText(item, 'multiline')) return false;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (!Array.isArray(item) && !isSafeText(key, 'multiline')) return false;
        pending.push(child);
      }
    }
  }
  return true;
}
