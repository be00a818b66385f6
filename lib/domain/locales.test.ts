import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, isLocale, isRtl, toIntlLocale } from './locales';

describe('locales', () => {
  it('lists the five locales with English as default', () => {
    expect(LOCALES).toEqual(['en', 'ru', 'es', 'pl', 'ar']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(Object.keys(INTL_LOCALE).sort()).toEqual([...LOCALES].sort());
  });

  it.each([
    ['en', 'en-US'],
    ['ru', 'ru-RU'],
    ['es', 'es-ES'],
    ['pl', 'pl-PL'],
    ['ar', 'ar-SA'],
  ])('maps %s to %s', (locale, intl) => {
    expect(toIntlLocale(locale)).toBe(intl);
  });

  it.each(['', 'de', 'RU', ' ru', 'ru-RU', 'ру', 'constructor', '__proto__'])(
    'falls back to en-US for %j',
    (locale) => {
      expect(toIntlLocale(locale)).toBe('en-US');
      expect(isLocale(locale)).toBe(false);
    },
  );

  it('is right-to-left only for Arabic', () => {
    expect(isRtl('ar')).toBe(true);
    for (const locale of ['en', 'ru', 'es', 'pl', 'AR', '', 'ar-SA']) expect(isRtl(locale)).toBe(false);
  });
});
