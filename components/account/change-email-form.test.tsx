import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import messages from '@/messages/en.json' with { type: 'json' };

jest.unstable_mockModule('next/navigation', () => ({
  useParams: () => ({ locale: 'es' }),
  usePathname: () => '/es/myaccount/security',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
}));
const { ChangeEmailForm } = await import('./change-email-form');

const texts = messages.Security;
const labels = {
  current: texts.email.current,
  newEmail: texts.email.newEmail,
  currentPassword: texts.email.currentPassword,
  submit: texts.email.submit,
  sending: texts.email.sending,
  changed: texts.email.changed,
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

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangeEmailForm email="ana@example.com" labels={labels} />
    </QueryClientProvider>,
  );
}

function fill(newEmail: string, currentPassword: string) {
  fireEvent.change(field('New e-mail address'), { target: { value: newEmail } });
  fireEvent.change(field('Current password'), { target: { value: currentPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('ChangeEmailForm', () => {
  test('a taken address is shown beside the field; what was typed stays', async () => {
    renderForm();
    answer(422, { error: { code: 'invalid_input', message: 'Bad', fields: { newEmail: 'emailTaken' } } });
    fill('bob@example.com', 'my passphrase');
    expect(await screen.findByText(texts.errors.emailTaken)).toBeInTheDocument();
    expect(field('New e-mail address').value).toBe('bob@example.com');
    expect(field('Current password').value).toBe('my passphrase');
  });

  test('an invalid address and a missing password are caught before sending', async () => {
    renderForm();
    fill('nope', '');
    expect(await screen.findByText(texts.errors.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(texts.errors.currentPasswordRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a success shows the new address, says so in a status, and sends the page language', async () => {
    renderForm();
    expect(screen.getByTestId('current-email')).toHaveTextContent('ana@example.com');
    answer(200, { data: { email: 'ana.new@example.com' } });
    fill('Ana.New@example.com', 'my passphrase');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.email.changed));
    expect(screen.getByTestId('current-email')).toHaveTextContent('ana.new@example.com');
    expect(field('Current password').value).toBe('');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest-api/v2/account/security/email');
    expect(JSON.parse(String(init?.body))).toEqual({
      newEmail: 'Ana.New@example.com',
      currentPassword: 'my passphrase',
      locale: 'es',
    });
  });
});
