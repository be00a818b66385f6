import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import messages from '@/messages/en.json' with { type: 'json' };
import { ChangePasswordForm, type ChangePasswordLabels } from './change-password-form';

const texts = messages.Security;
const labels: ChangePasswordLabels = {
  currentPassword: texts.password.currentPassword,
  newPassword: texts.password.newPassword,
  hint: texts.password.hint,
  submit: texts.password.submit,
  sending: texts.password.sending,
  changed: texts.password.changed,
  errors: texts.errors,
};

const fetchMock = jest.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fill(current: string, next: string) {
  fireEvent.change(field('Current password'), { target: { value: current } });
  fireEvent.change(field('New password'), { target: { value: next } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('ChangePasswordForm', () => {
  test('without JavaScript it would post, never put the passwords in a URL', () => {
    render(<ChangePasswordForm labels={labels} />);
    expect(screen.getByTestId('change-password-form')).toHaveAttribute('method', 'post');
  });

  test('a wrong current password is shown beside that field and both fields keep their values', async () => {
    render(<ChangePasswordForm labels={labels} />);
    answer(422, {
      error: { code: 'invalid_input', message: 'Bad', fields: { currentPassword: 'currentPasswordWrong' } },
    });
    fill('not it', 'a brand new long passphrase');
    expect(await screen.findByText(texts.errors.currentPasswordWrong)).toBeInTheDocument();
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Current password').value).toBe('not it');
    expect(field('New password').value).toBe('a brand new long passphrase');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('the same password is refused before sending', async () => {
    render(<ChangePasswordForm labels={labels} />);
    fill('the same passphrase', 'the same passphrase');
    expect(await screen.findByText(texts.errors.passwordSame)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a success says other devices were signed out and empties the fields', async () => {
    render(<ChangePasswordForm labels={labels} />);
    answer(200, { data: { passwordChanged: true } });
    fill('the old passphrase', 'a brand new long passphrase');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.password.changed));
    expect(field('Current password').value).toBe('');
    expect(field('New password').value).toBe('');
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest-api/v2/account/security/password');
  });
});
