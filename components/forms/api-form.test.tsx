import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { ApiForm } from './api-form';

test('a form that posts (never a GET with its fields in the URL), without the browser’s validation, busy while sending', () => {
  const submit = jest.fn((event: FormEvent) => event.preventDefault());
  render(
    <ApiForm form={{ submit, busy: true }} testId="some-form">
      <button type="submit">Send</button>
    </ApiForm>,
  );
  const form = screen.getByTestId('some-form');
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('novalidate');
  expect(form).toHaveAttribute('aria-busy', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(submit).toHaveBeenCalledTimes(1);
});
