import * as z from 'zod/mini';
import { isSafeJson, isSafeText, stripUnsafeText, type TextKind } from '@/lib/domain/safe-text';
export { isSafeJson, isSafeText, stripUnsafeText, type TextKind } from '@/lib/domain/safe-text';

/**
 * The one rule for text that crosses the API (issue #21). Stored text refuses what the database cannot keep and what
 * no person types: NUL (PostgreSQL refuses it in `text` and `jsonb`), an unpaired UTF-16 surrogate (it has no UTF-8
 * form: the driver would store U+FFFD in its place, and `jsonb` refuses its `\ud800` escape), and the other control
 * characters of C0 and DEL: on a single line all of them; in multi-line text all but tab, line feed and carriage
 * return. Search text strips them instead: a search for "a\u0000b" is a search for "a b", and one for "\u0000" is a
 * search for nothing. zod/mini: the forms ship these schemas to the browser.
 */
export const UNSAFE_TEXT_MESSAGE = 'Contains characters we cannot accept.';

/**
 * The check itself, for a schema built another way (full zod's `.check(...)` takes it too). It aborts, so the field's
 * message is this one rather than a length or format message about the same text. `message` replaces the rule's own
 * where a form has a translated key for it.
 */
export function safeTextCheck(kind: TextKind = 'line', message = UNSAFE_TEXT_MESSAGE) {
  return z.refine<string>((value) => isSafeText(value, kind), { message, abort: true });
}

/** The same for a JSON value (an analytics payload). */
export function safeJsonCheck<T>() {
  return z.refine<T>((value) => isSafeJson(value), { message: UNSAFE_TEXT_MESSAGE, abort: true });
}

export interface TextOptions {
  /** The message when the value is not a string at all (the field's i18n key). */
  message?: string;
  /** Trim surrounding whitespace before the other checks (default true). */
  trim?: boolean;
  /** Tab, line feed and carriage return are allowed (a message body); default single-line. */
  multiline?: boolean;
  /** The message for a refused character, when not UNSAFE_TEXT_MESSAGE. */
  unsafeMessage?: string;
}

/**
 * A stored text field: a string, trimmed, held to the rule; add the field's own checks with `.check(...)`, which run
 * on the trimmed text after the rule: `text({ message: 'nameRequired' }).check(z.minLength(1, 'nameRequired'))`.
 */
export function text({ message, trim = true, multiline = false, unsafeMessage }: TextOptions = {}) {
  const rule = safeTextCheck(multiline ? 'multiline' : 'line', unsafeMessage);
  return z.string(message).check(...(trim ? [z.trim(), rule] : [rule]));
}

/**
 * Free search text (`q`, `query`): never refused for its characters, stripped instead (stripUnsafeText); add the
 * field's own checks with `.check(...)`.
 */
export function searchText({ message }: { message?: string } = {}) {
  return z.string(message).check(z.overwrite(stripUnsafeText));
}
