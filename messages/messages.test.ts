import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/domain/locales';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const load = (locale: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `${locale}.json`), 'utf8')) as Tree;

describe('messages', () => {
  const english = keysOf(load('en')).sort();

  test('there is one file per locale and no other', () => {
    const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  test.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys, none empty', (locale) => {
    const messages = load(locale);
    expect(keysOf(messages).sort()).toEqual(english);
    for (const key of keysOf(messages)) {
      const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, messages);
      expect(typeof value === 'string' && value.trim() !== '').toBe(true);
    }
  });
});
