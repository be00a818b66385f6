/**
 * The reference a wire transfer carries (issue 24 §5): `W-` and 8 characters a person can read off a bank statement
 * and type back without doubt: digits 2-9 and the capital letters without I, L, O and U (Crockford's alphabet less the
 * look-alikes 0 and 1), 30 symbols, so 30^8 (about 6.6 x 10^11) references. The database keeps them unique.
 */
export const WIRE_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const WIRE_REFERENCE_PREFIX = 'W-';
export const WIRE_REFERENCE_LENGTH = 8;

/** The reference made of these alphabet positions (each 0..29; the server draws them at random). */
export function wireReferenceOf(positions: readonly number[]): string {
  if (positions.length !== WIRE_REFERENCE_LENGTH) throw new RangeError('a wire reference has 8 characters');
  return (
    WIRE_REFERENCE_PREFIX +
    positions
      .map((p) => {
        const symbol = WIRE_REFERENCE_ALPHABET[p];
        if (symbol === undefined) throw new RangeError(`not an alphabet position: ${p}`);
        return symbol;
      })
      .join('')
  );
}

/**
 * A reference as typed (from a bank statement: any case, spaces or dashes anywhere, the `W` prefix or not) in its one
 * written form `W-XXXXXXXX`, or null when it cannot be one (a wrong length, a character outside the alphabet).
 */
export function normalizeWireReference(typed: string): string | null {
  const upper = typed.trim().toUpperCase();
  const compact = upper.replace(/[\s\-_]/g, '');
  // `W-...` names the prefix for certain; without a separator, 9 characters starting with W have it too.
  const prefixed =
    /^W[\s\-_]/.test(upper) || (compact.length === WIRE_REFERENCE_LENGTH + 1 && compact.startsWith('W'));
  const body = prefixed ? compact.slice(1) : compact;
  if (body.length !== WIRE_REFERENCE_LENGTH) return null;
  for (const symbol of body) if (!WIRE_REFERENCE_ALPHABET.includes(symbol)) return null;
  return WIRE_REFERENCE_PREFIX + body;
}
