import { queryRecord } from './query-record';

test('one value a key stays a string, a repeated key keeps every value in order', () => {
  expect(queryRecord(new URLSearchParams('makes=ford&makes=bmw&page=2&q=a+b'))).toEqual({
    makes: ['ford', 'bmw'],
    page: '2',
    q: 'a b',
  });
  expect(queryRecord(new URLSearchParams(''))).toEqual({});
});
