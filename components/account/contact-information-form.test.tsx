import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import messages from '@/messages/en.json' with { type: 'json' };
import type { ContactInformation } from '@/lib/schemas/contact-information';
import { ContactInformationForm, type ContactInformationLabels } from './contact-information-form';

const texts = messages.ContactInformation;
const labels: ContactInformationLabels = {
  fields: texts.fields,
  submit: texts.submit,
  sending: texts.sending,
  saved: texts.saved,
  errors: texts.errors,
};

const initial: ContactInformation = {
  firstName: '<b>x</b>',
  lastName: 'Ruiz',
  phone: '+1 (555) 010-0199',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  countryIso2: 'US',
};

const countries = [
  { code: 'PL', name: 'Poland' },
  { code: 'US', name: 'United States' },
];

const fetchMock = jest.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
}

function renderForm(values: ContactInformation = initial) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactInformationForm initial={values} labels={labels} countries={countries} />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('ContactInformationForm', () => {
  test('markup in a saved name shows as the text it is', () => {
    const { container } = renderForm();
    expect(field('First name').value).toBe('<b>x</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  test('a US address picks a state from a list; another country gets a free region field', () => {
    renderForm();
    expect(screen.getByLabelText('State').tagName).toBe('SELECT');
    expect(field('State').value).toBe('IL');
    expect(screen.getByLabelText('ZIP code')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'PL' } });
    expect(field('State, province or region (optional)').tagName).toBe('INPUT');
    expect(field('State, province or region (optional)').value).toBe('');
    expect(screen.getByLabelText('Postal code (optional)')).toBeInTheDocument();
  });

  test('bad fields show their messages beside them, keep what was typed and send nothing', async () => {
    renderForm();
    fireEvent.change(field('Phone'), { target: { value: 'call me' } });
    fireEvent.change(field('State'), { target: { value: '' } });
    fireEvent.change(field('ZIP code'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(texts.errors.phoneInvalid)).toBeInTheDocument();
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone')).toHaveAccessibleDescription(expect.stringContaining(texts.errors.phoneInvalid));
    expect(screen.getByText(texts.errors.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(texts.errors.zipInvalid)).toBeInTheDocument();
    expect(field('Phone').value).toBe('call me');
    expect(field('ZIP code').value).toBe('1234');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("the server's 422 names a field the same way; a success says Saved in a status", async () => {
    renderForm();
    answer(422, { error: { code: 'invalid_input', message: 'Bad', fields: { city: 'cityTooLong' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(texts.errors.cityTooLong)).toBeInTheDocument();
    expect(field('City').value).toBe('Springfield');

    answer(200, { data: { ...initial, firstName: 'Ana' } });
    fireEvent.change(field('First name'), { target: { value: ' Ana ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(field('First name').value).toBe('Ana');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/rest-api/v2/account/contact-information');
    expect(JSON.parse(String(init?.body))).toMatchObject({ firstName: ' Ana ', countryIso2: 'US' });
  });
});
