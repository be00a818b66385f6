import { fill } from './fill-template';

describe('fill', () => {
  test('replaces every known placeholder and leaves unknown ones', () => {
    expect(fill('{a} and {b}, {a} again; {c}', { a: 'one', b: 2 })).toBe('one and 2, one again; {c}');
  });
  test('a template without placeholders is returned as it is', () => {
    expect(fill('no braces here', { a: 'x' })).toBe('no braces here');
  });
});
