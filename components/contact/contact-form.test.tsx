import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast';
import en from '@/messages/en.json' with { type: 'json' };
import { ContactForm, type ContactFormLabels } from './contact-form';

const labels: ContactFormLabels = { fields: en.ContactPage.form, errors: en.ContactPage.errors };
const fetchMock = jest.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
}

function renderForm() {
  render(
    <ToastProvider labels={{ success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' }}>
      <ContactForm labels={labels} locale="en" />
    </ToastProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const form = () => screen.getByTestId('contact-form');

function fillValid() {
  type('Name', 'Ana Pérez');
  type('Email', 'ana@example.com');
  type('Subject', 'Export to Chile');
  type('Message', 'Can a salvage title be exported to Chile?');
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

test('a form that posts, without the browser’s validation', () => {
  renderForm();
  expect(form()).toHaveAttribute('method', 'post');
  expect(form()).toHaveAttribute('novalidate');
});

test('names each bad field, focuses the first, keeps the input and sends nothing', async () => {
  renderForm();
  type('Email', 'not-an-email');
  type('Message', 'short');
  send();
  await waitFor(() => expect(within(form()).getAllByRole('alert')).toHaveLength(4));
  expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Name')).toHaveFocus();
  expect(field('Email')).toHaveValue('not-an-email');
  expect(field('Message')).toHaveValue('short');
  expect(screen.getByText(en.ContactPage.errors.messageTooShort)).toBeInTheDocument();
  expect(field('Phone')).toHaveAttribute('aria-describedby', 'contact-phone-hint');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a valid message is sent with the locale, then a success toast and an empty form', async () => {
  renderForm();
  fillValid();
  answer(200, { data: { id: 1 } });
  send();
  expect(await screen.findByText(en.ContactPage.form.success)).toBeInTheDocument();
  expect(field('Name')).toHaveValue('');
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(String(url)).toBe('/rest-api/v2/contact-messages');
  expect(JSON.parse(String(init?.body))).toEqual({
    name: 'Ana Pérez',
    email: 'ana@example.com',
    phone: '',
    subject: 'Export to Chile',
    message: 'Can a salvage title be exported to Chile?',
    locale: 'en',
  });
});

test("the server's field errors are shown on their fields; a flood is told in a toast, the input kept", async () => {
  renderForm();
  fillValid();
  answer(422, {
    error: { code: 'validation_failed', message: 'Bad.', fields: { email: 'emailInvalid' } },
  });
  send();
  expect(await screen.findByText(en.ContactPage.errors.emailInvalid)).toBeInTheDocument();
  expect(field('Email')).toHaveAttribute('aria-invalid', 'true');

  answer(429, { error: { code: 'rate_limited', message: 'Slow down.' } });
  send();
  expect(await screen.findByText(en.ContactPage.errors.rateLimited)).toBeInTheDocument();
  expect(within(form()).queryAllByRole('alert')).toHaveLength(0);
  expect(field('Name')).toHaveValue('Ana Pérez');
});
