/**
 * A gate pass's code (issue 24 §6): what its QR code holds and what the yard types when the scanner fails. `GP-`
 * and two groups of five characters of Crockford's base 32 (no I, L, O or U, so nothing reads as another character).
 */
export const GATE_PASS_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BODY_LENGTH = 10;
export const GATE_PASS_CODE_SHAPE = /^GP-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** The code of ten random values (each 0 to 255; `crypto.getRandomValues` in the server). */
export function gatePassCodeOf(random: Uint8Array): string {
  if (random.length < BODY_LENGTH) throw new RangeError(`A gate pass code needs ${BODY_LENGTH} random bytes`);
  const body = Array.from(random.subarray(0, BODY_LENGTH), (byte) => GATE_PASS_ALPHABET[byte % 32]).join('');
  return `GP-${body.slice(0, 5)}-${body.slice(5)}`;
}

/**
 * A code as someone typed or a scanner sent it, in its one written form: case, spaces and dashes do not matter, and
 * the letters people confuse read as the digits they look like (O as 0, I and L as 1). Null when it cannot be a code.
 */
export function normalizeGatePassCode(input: string): string | null {
  const compact = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  const body = compact.startsWith('GP') ? compact.slice(2) : compact;
  if (body.length !== BODY_LENGTH) return null;
  const code = `GP-${body.slice(0, 5)}-${body.slice(5)}`;
  return GATE_PASS_CODE_SHAPE.test(code) ? code : null;
}
