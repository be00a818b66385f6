import fc from 'fast-check';
import * as z from 'zod/mini';
import {
  isSafeJson,
  isSafeText,
  safeJsonCheck,
  searchText,
  stripUnsafeText,
  text,
  UNSAFE_TEXT_MESSAGE,
} from './safe-text';

/** Any UTF-16 code units, lone surrogates and control characters included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });

describe('isSafeText', () => {
  it('keeps what people type: accents, emoji, right-to-left text, quotes, %, symbols', () => {
    for (const value of [
      'Škoda',
      '👨‍👩‍👧 family',
      'تويوتا كامري',
      '“smart” ‘quotes’',
      '100% <b>',
      'a\u202Eb',
      '',
    ]) {
      expect(isSafeText(value)).toBe(true);
      expect(isSafeText(value, 'multiline')).toBe(true);
    }
  });

  it('refuses NUL and unpaired surrogates in every kind of text', () => {
    for (const value of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00x', 'a\uDC00\uD800b', '🚗'.slice(0, 1)]) {
      expect(isSafeText(value)).toBe(false);
      expect(isSafeText(value, 'multiline')).toBe(false);
    }
  });

  it('takes a paired surrogate (an emoji) as one character', () => {
    expect(isSafeText('\uD83D\uDE97')).toBe(true);
  });

  it('refuses every C0 control and DEL on one line; multi-line text keeps tab, line feed and carriage return', () => {
    for (let code = 0; code < 0x20; code++) {
      const value = `a${String.fromCharCode(code)}b`;
      expect(isSafeText(value)).toBe(false);
      expect(isSafeText(value, 'multiline')).toBe([0x09, 0x0a, 0x0d].includes(code));
    }
    expect(isSafeText('a\u007Fb', 'multiline')).toBe(false);
    expect(isSafeText('line one\r\nline\ttwo', 'multiline')).toBe(true);
  });
});

describe('stripUnsafeText', () => {
  it('reads a control as a space and drops an unpaired surrogate', () => {
    expect(stripUnsafeText('honda\u0000civic')).toBe('honda civic');
    expect(stripUnsafeText('\u0000')).toBe(' ');
    expect(stripUnsafeText('x\uD800y\uDC00z')).toBe('xyz');
    expect(stripUnsafeText('tab\there\u0085')).toBe('tab here ');
    expect(stripUnsafeText('🚗 Škoda')).toBe('🚗 Škoda');
  });

  it('leaves text that any field may store, and its result is always such text', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const stripped = stripUnsafeText(value);
        expect(isSafeText(stripped)).toBe(true);
        if (isSafeText(value) && !/\p{Cc}/u.test(value)) expect(stripped).toBe(value);
      }),
    );
  });
});

describe('isSafeJson', () => {
  it('looks at every string and key, however deep', () => {
    expect(isSafeJson({ a: [1, true, null, { b: 'ok\n' }] })).toBe(true);
    expect(isSafeJson({ a: [1, { b: 'x\u0000' }] })).toBe(false);
    expect(isSafeJson({ ['k\uD800']: 1 })).toBe(false);
    expect(isSafeJson(['\uDC00'])).toBe(false);
    expect(isSafeJson('\u0007')).toBe(false);
  });
});

describe('text()', () => {
  const name = text({ message: 'nameRequired' }).check(
    z.minLength(1, 'nameRequired'),
    z.maxLength(5, 'tooLong'),
  );
  const message = text({ multiline: true });

  it('trims, then holds the trimmed text to the rule and the field to its own checks', () => {
    expect(z.parse(name, '  Ana \n')).toBe('Ana');
    expect(z.safeParse(name, '   ').error?.issues[0]?.message).toBe('nameRequired');
    expect(z.safeParse(name, 'Anabella').error?.issues[0]?.message).toBe('tooLong');
    expect(z.safeParse(name, 42).error?.issues[0]?.message).toBe('nameRequired');
  });

  it('answers the rule’s message, and only that one, for a refused character', () => {
    for (const value of ['A\u0000', 'A\uD800', 'A\tB', '\u0000'.repeat(10)]) {
      const issues = z.safeParse(name, value).error?.issues ?? [];
      expect(issues.map((i) => i.message)).toEqual([UNSAFE_TEXT_MESSAGE]);
    }
  });

  it('lets a multi-line field keep its line breaks and tabs but not NUL', () => {
    expect(z.parse(message, 'Hello,\r\n\tthe car\n')).toBe('Hello,\r\n\tthe car');
    expect(z.safeParse(message, 'Hello\u0000').success).toBe(false);
    expect(z.safeParse(message, 'Hello \uDBFF').success).toBe(false);
  });

  it('without trim, checks the text as given', () => {
    expect(z.parse(text({ trim: false }), ' a ')).toBe(' a ');
    expect(z.safeParse(text({ trim: false }), ' a\n').success).toBe(false);
  });

  it('refuses every string a text column could not store, for any input', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const parsed = z.safeParse(text({ multiline: true }), value);
        if (parsed.success) expect(isSafeText(parsed.data, 'multiline')).toBe(true);
        else expect(parsed.error.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
        if (value.includes('\u0000')) expect(parsed.success).toBe(false);
      }),
    );
  });
});

describe('searchText()', () => {
  it('strips instead of refusing, before the field’s own checks', () => {
    const q = searchText({ message: 'queryInvalid' }).check(z.maxLength(3, 'queryTooLong'));
    expect(z.parse(q, '\u0000')).toBe(' ');
    expect(z.parse(q, 'a\uD800b')).toBe('ab');
    expect(z.safeParse(q, 'abcd').error?.issues[0]?.message).toBe('queryTooLong');
    expect(z.safeParse(q, 7).error?.issues[0]?.message).toBe('queryInvalid');
  });
});

describe('safeJsonCheck()', () => {
  it('refuses a JSON value holding an unsafe string anywhere', () => {
    const payload = z.record(z.string(), z.json()).check(safeJsonCheck());
    expect(z.safeParse(payload, { a: { b: ['fine'] } }).success).toBe(true);
    expect(z.safeParse(payload, { a: { b: ['\u0000'] } }).error?.issues[0]?.message).toBe(
      UNSAFE_TEXT_MESSAGE,
    );
  });
});

describe('isSafeJson on a deep value', () => {
  it('reads 100,000 levels without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(isSafeJson(deep)).toBe(false);
  });
});
