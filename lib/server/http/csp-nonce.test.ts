import { CSP_NONCE_LENGTH, freshNonce, NonceReplacer } from './csp-nonce';

const PLACEHOLDER = 'PLACEholder_0123456789-ab';
const NONCE = 'fresh-nonce_ABCDEFGHIJKLM';

/** Runs `chunks` through a replacer; the bytes that went out, in order. */
function run(chunks: (string | Uint8Array)[], placeholder = PLACEHOLDER, nonce = NONCE): string {
  const replacer = new NonceReplacer(placeholder, nonce);
  const out = chunks.map((c) => replacer.push(typeof c === 'string' ? Buffer.from(c) : c));
  out.push(replacer.flush());
  return Buffer.concat(out).toString('utf8');
}

describe('a fresh nonce', () => {
  test('is 24 base64url characters, different every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, freshNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(CSP_NONCE_LENGTH).toBe(24);
  });
});

describe('NonceReplacer', () => {
  test('replaces every occurrence in one chunk, and nothing else', () => {
    const page = `<script nonce="${PLACEHOLDER}">a</script><link nonce="${PLACEHOLDER}"><p>${PLACEHOLDER}</p>`;
    expect(run([page])).toBe(page.replaceAll(PLACEHOLDER, NONCE));
    expect(run(['<p>no placeholder here</p>'])).toBe('<p>no placeholder here</p>');
  });

  test('finds a placeholder split at every offset between two chunks', () => {
    const page = `<html><script nonce="${PLACEHOLDER}"></script></html>`;
    const expected = page.replace(PLACEHOLDER, NONCE);
    for (let cut = 0; cut <= page.length; cut++) {
      expect(run([page.slice(0, cut), page.slice(cut)])).toBe(expected);
    }
  });

  test('finds placeholders split over three chunks at every pair of offsets, back to back included', () => {
    const page = `x${PLACEHOLDER}${PLACEHOLDER}y`;
    const expected = `x${NONCE}${NONCE}y`;
    for (let a = 0; a <= page.length; a++) {
      for (let b = a; b <= page.length; b++) {
        expect(run([page.slice(0, a), page.slice(a, b), page.slice(b)])).toBe(expected);
      }
    }
  });

  test('survives a byte-at-a-time stream with many occurrences', () => {
    const page = Array.from({ length: 50 }, (_, i) => `<script nonce="${PLACEHOLDER}">${i}</script>`).join(
      '',
    );
    expect(run(page.split(''))).toBe(page.replaceAll(PLACEHOLDER, NONCE));
  });

  test('holds back only a tail that could start the placeholder, and gives it back at the end', () => {
    const replacer = new NonceReplacer(PLACEHOLDER, NONCE);
    expect(replacer.push(Buffer.from('<p>done</p>')).toString()).toBe('<p>done</p>');
    expect(replacer.push(Buffer.from('<p>PLACE')).toString()).toBe('<p>');
    expect(replacer.push(Buffer.from('ment</p>')).toString()).toBe('PLACEment</p>');
    expect(replacer.push(Buffer.from('end PLACEhold')).toString()).toBe('end ');
    expect(replacer.flush().toString()).toBe('PLACEhold');
    expect(replacer.flush().length).toBe(0);
  });

  test('a near miss (the placeholder with its last character changed) is left as it is', () => {
    const nearMiss = `${PLACEHOLDER.slice(0, -1)}c`;
    for (let cut = 0; cut <= nearMiss.length; cut++) {
      expect(run([nearMiss.slice(0, cut), nearMiss.slice(cut)])).toBe(nearMiss);
    }
  });

  test('never changes the buffers it is given (Next hands over its cached page)', () => {
    const cached = Buffer.from(`<script nonce="${PLACEHOLDER}"></script>`);
    const copy = Buffer.from(cached);
    const replacer = new NonceReplacer(PLACEHOLDER, NONCE);
    expect(replacer.push(cached).toString()).toContain(NONCE);
    expect(cached.equals(copy)).toBe(true);
  });

  test('multi-byte text around and across chunk edges comes out byte for byte', () => {
    const page = `Ŝalvaĝo — «${PLACEHOLDER}» ✓ 汽车 🚗`;
    const bytes = Buffer.from(page);
    const expected = page.replace(PLACEHOLDER, NONCE);
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(run([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  test('keeps the length of the body', () => {
    const page = Buffer.from(`${PLACEHOLDER}-${PLACEHOLDER}`);
    const replacer = new NonceReplacer(PLACEHOLDER, NONCE);
    expect(Buffer.concat([replacer.push(page), replacer.flush()]).length).toBe(page.length);
  });

  test('refuses a nonce of another length than its placeholder', () => {
    expect(() => new NonceReplacer(PLACEHOLDER, 'short')).toThrow(/as long as/);
    expect(() => new NonceReplacer('', '')).toThrow();
  });
});
