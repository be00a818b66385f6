import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import messages from '@/messages/en.json' with { type: 'json' };
import { AddCardForm, type AddCardLabels } from './add-card-form';

const texts = messages.Payments;
const errors = Object.fromEntries(
  Object.entries(texts.errors).map(([k, v]) => [k, v.replace('{minimum}', '$600')]),
) as AddCardLabels['errors'];
const labels: AddCardLabels = { ...texts.cardForm, brands: texts.brands, errors };

const fetchMock = jest.fn<typeof fetch>();
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const nextYear = String(new Date().getFullYear() + 1);

function fillCard({
  number = '4242 4242 4242 4242',
  month = '12',
  year = nextYear,
  cvc = '123',
  name = 'Ann Lee',
} = {}) {
  fireEvent.change(field(texts.cardForm.number), { target: { value: number } });
  fireEvent.change(field(texts.cardForm.expMonth), { target: { value: month } });
  fireEvent.change(field(texts.cardForm.expYear), { target: { value: year } });
  fireEvent.change(field(texts.cardForm.cvc), { target: { value: cvc } });
  fireEvent.change(field(texts.cardForm.holderName), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: texts.cardForm.submit }));
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('AddCardForm', () => {
  test('a number that fails the Luhn check is named beside the field before anything is sent; values stay', async () => {
    render(<AddCardForm labels={labels} primaryByDefault />);
    fillCard({ number: '4242 4242 4242 4241' });
    expect(await screen.findByText(texts.errors.cardNumberInvalid)).toBeInTheDocument();
    expect(field(texts.cardForm.number)).toHaveAttribute('aria-invalid', 'true');
    expect(field(texts.cardForm.number).value).toBe('4242 4242 4242 4241');
    expect(field(texts.cardForm.holderName).value).toBe('Ann Lee');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('unknown brand, a short Amex code and an expired date are each named on their field', async () => {
    render(<AddCardForm labels={labels} primaryByDefault />);
    fillCard({ number: '3530 1113 3330 0000' });
    expect(await screen.findByText(texts.errors.cardBrandUnknown)).toBeInTheDocument();
    fillCard({ number: '3782 822463 10005', cvc: '123' });
    expect(await screen.findByText(texts.errors.cvcInvalid)).toBeInTheDocument();
    fillCard({ year: String(new Date().getFullYear()), month: '1' });
    if (new Date().getMonth() > 0) {
      expect(await screen.findByText(texts.errors.cardExpired)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("the server's decline is shown on the field it names and the typed values stay", async () => {
    render(<AddCardForm labels={labels} primaryByDefault />);
    answer(422, {
      error: { code: 'card_declined', message: 'Declined', fields: { number: 'cardDeclined' } },
    });
    fillCard({ number: '4000 0000 0000 0002' });
    expect(await screen.findByText(texts.errors.cardDeclined)).toBeInTheDocument();
    expect(field(texts.cardForm.number).value).toBe('4000 0000 0000 0002');
    expect(field(texts.cardForm.cvc).value).toBe('123');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      number: '4000 0000 0000 0002',
      expMonth: 12,
      expYear: Number(nextYear),
      cvc: '123',
      holderName: 'Ann Lee',
      makePrimary: true,
    });
  });

  test('after a success the number and code are cleared and only brand and last four are shown', async () => {
    const added = jest.fn();
    const { container } = render(<AddCardForm labels={labels} primaryByDefault={false} onAdded={added} />);
    answer(200, {
      data: {
        id: 7,
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        holderName: 'Ann Lee',
        isPrimary: false,
        expired: false,
      },
    });
    fillCard();
    expect(await screen.findByText('Visa ending in 4242 was saved.')).toBeInTheDocument();
    expect(field(texts.cardForm.number).value).toBe('');
    expect(field(texts.cardForm.cvc).value).toBe('');
    expect(container.innerHTML).not.toMatch(/4242 ?4242 ?4242 ?4242/);
    expect(added).toHaveBeenCalledWith(expect.objectContaining({ id: 7, last4: '4242' }));
  });

  test('the save button is disabled while the card is on its way (one request for a double click)', async () => {
    render(<AddCardForm labels={labels} primaryByDefault />);
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    fillCard();
    const button = await screen.findByRole('button', { name: texts.cardForm.sending });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release({ status: 500, ok: false, text: async () => '{}' } as Response);
    expect(await screen.findByText(texts.errors.generic)).toBeInTheDocument();
  });
});
