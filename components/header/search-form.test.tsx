import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';

const push = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'pl' }),
  usePathname: () => '/pl/about-us',
}));
const { SearchForm } = await import('./search-form');

const labels = {
  label: 'Search vehicles',
  placeholder: 'Make',
  submit: 'Search',
  suggestions: 'Suggestions',
};

test('a real form: GET to the search page of the page language, the text as q', () => {
  render(<SearchForm labels={labels} />);
  const form = screen.getByRole('search');
  expect(form).toHaveAttribute('action', '/pl/search');
  expect(form).toHaveAttribute('method', 'get');
  expect(screen.getByRole('combobox', { name: 'Search vehicles' })).toHaveAttribute('name', 'q');
});

test('with JavaScript it goes to /search/q-{query} itself, spaces as plus signs', () => {
  render(<SearchForm labels={labels} />);
  fireEvent.change(screen.getByRole('combobox', { name: 'Search vehicles' }), {
    target: { value: 'toyota camry' },
  });
  const submitted = fireEvent.submit(screen.getByRole('search'));
  expect(submitted).toBe(false); // the browser's own GET is cancelled
  expect(push).toHaveBeenCalledWith('/pl/search/q-toyota+camry');
});
