import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { centsFromDollars as usd } from '@/lib/domain/money';
import messages from '@/messages/en.json' with { type: 'json' };
import type { AddCardLabels } from '@/components/account/billing/add-card-form';
import type { PayWithLabels } from '@/components/account/billing/pay-with-form';
import type { CheckoutLabels, CheckoutLot } from './checkout-form';

const refresh = jest.fn();
const replace = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/checkout',
  useRouter: () => ({ push: jest.fn(), replace, refresh }),
}));
const { CheckoutForm } = await import('./checkout-form');

const texts = messages.Payments;
const errors = texts.errors as AddCardLabels['errors'];
const cardLabels: AddCardLabels = { ...texts.cardForm, brands: texts.brands, errors };
const payLabels: PayWithLabels = {
  ...texts.deposit,
  wire: texts.wire.method,
  wireSubmit: texts.wire.submit,
  brands: texts.brands,
  errors,
};
const labels = Object.fromEntries(
  Object.entries(messages.Checkout).filter(([key]) => !['title', 'lead', 'empty', 'toBids'].includes(key)),
) as unknown as CheckoutLabels;
const card = {
  id: 3,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2031,
  holderName: 'A',
  isPrimary: true,
  expired: false,
};
/** A lot's bill from whole dollars (`total`), as `Cents` like the page's own. */
const lot = (lotId: number, total: number, over: Partial<CheckoutLot> = {}): CheckoutLot => ({
  lotId,
  title: `2018 Honda Accord ${lotId}`,
  path: `/${lotId}-2018-honda-accord`,
  stockNumber: '50000001',
  how: 'won',
  bid: usd(total - 488),
  buyerFee: usd(299),
  documentationFee: usd(95),
  otherFees: usd(94),
  storageFee: usd(0),
  lateFee: usd(0),
  paid: usd(0),
  total: usd(total),
  dueAt: '2030-01-15T15:00:00.000Z',
  late: false,
  dueText: 'Jan 15, 2030, 3:00 PM',
  ...over,
});

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  replace.mockReset();
  global.fetch = fetchMock;
});
const answer = (status: number, body: unknown) =>
  ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as Response;

const form = (lots: CheckoutLot[]) =>
  render(
    <CheckoutForm
      lots={lots}
      cards={[card]}
      paypal
      locale="en"
      labels={labels}
      payLabels={payLabels}
      cardLabels={cardLabels}
    />,
  );

describe('CheckoutForm', () => {
  test('a lot with storage past its free days shows the storage fee in its bill', () => {
    form([lot(100000003, 1_388, { late: true, storageFee: usd(75) })]);
    const bill = screen.getByTestId('checkout-lot-100000003');
    expect(within(bill).getByText('Storage past the free days')).toBeInTheDocument();
    expect(within(bill).getByTestId('checkout-storage-fee')).toHaveTextContent('$75');
  });

  test('shows each bill, totals the chosen lots, and pays them once on a double click', async () => {
    form([lot(100000001, 1_313), lot(100000002, 2_000, { how: 'bought-now', late: true, lateFee: usd(50) })]);
    const first = screen.getByTestId('checkout-lot-100000001');
    expect(within(first).getByTestId('checkout-bid')).toHaveTextContent('$825');
    expect(within(first).getByTestId('checkout-buyer-fee')).toHaveTextContent('$299');
    expect(within(first).getByTestId('checkout-total')).toHaveTextContent('$1,313');
    const second = screen.getByTestId('checkout-lot-100000002');
    expect(second).toHaveTextContent('Bought now · Overdue since Jan 15, 2030, 3:00 PM');
    expect(within(second).getByTestId('checkout-late-fee')).toHaveTextContent('$50');
    expect(within(first).queryByTestId('checkout-storage-fee')).toBeNull();
    expect(screen.getByTestId('checkout-selected-total')).toHaveTextContent('Total to pay: $3,313');

    fireEvent.click(screen.getByLabelText('Pay for 2018 Honda Accord 100000002'));
    expect(screen.getByTestId('checkout-selected-total')).toHaveTextContent('Total to pay: $1,313');

    let release: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    const pay = screen.getByRole('button', { name: 'Pay $1,313' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(pay).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest-api/v2/account/checkout');
    expect((init!.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init!.body))).toEqual({
      lotIds: [100000001],
      amount: 1_313,
      method: 'card',
      cardId: 3,
      locale: 'en',
    });
    await act(async () =>
      release(
        answer(200, {
          data: {
            paymentId: 9,
            status: 'approved',
            amount: 1_313,
            method: 'card',
            actionUrl: null,
            declineCode: null,
            paidLotIds: [100000001],
          },
        }),
      ),
    );
    expect(await screen.findByTestId('checkout-paid')).toHaveTextContent('Payment of $1,313 received.');
    // On to the payment's own page, which says the same from the server once the paid lot has left the list.
    expect(replace).toHaveBeenCalledWith('/myaccount/checkout?payment=9');
  });

  test('nothing chosen: no payment; a decline, a paid lot and a changed total are each said plainly', async () => {
    form([lot(100000003, 1_313)]);
    fireEvent.click(screen.getByTestId('checkout-select-all'));
    expect(screen.getByTestId('checkout-selected-total')).toHaveTextContent(
      messages.Checkout.nothingSelected,
    );
    expect(screen.getByRole('button', { name: 'Pay $0' })).toBeDisabled();
    fireEvent.click(screen.getByTestId('checkout-select-all'));

    fetchMock.mockResolvedValueOnce(
      answer(402, {
        error: { code: 'payment_declined', message: 'x', fields: { cardId: 'insufficientFunds' } },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,313' }));
    expect(await screen.findByText(texts.errors.insufficientFunds)).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      answer(409, { error: { code: 'already_paid', message: 'x', fields: { lotIds: 'alreadyPaid' } } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,313' }));
    expect(await screen.findByText(texts.errors.alreadyPaid)).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      answer(409, { error: { code: 'amount_changed', message: 'x', fields: { amount: 'amountChanged' } } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,313' }));
    expect(await screen.findByText(texts.errors.amountChanged)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  test('PayPal: the payment goes to PayPal and the button stays busy', async () => {
    form([lot(100000004, 1_313)]);
    fireEvent.click(screen.getByLabelText('PayPal'));
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        data: {
          paymentId: 10,
          status: 'requires_action',
          amount: 1_313,
          method: 'paypal',
          actionUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=X',
          declineCode: null,
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay $1,313' }));
    // On its way to PayPal's page (jsdom does not navigate): the button stays busy, nothing more is sent.
    expect(await screen.findByRole('button', { name: texts.deposit.paying })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ method: 'paypal' });
  });

  test('wire: asks for the instructions, then moves to the payment; a lot a partly received wire holds says so', async () => {
    form([lot(100000005, 1_313)]);
    fireEvent.click(screen.getByLabelText(texts.wire.method));
    fetchMock.mockResolvedValueOnce(
      answer(409, {
        error: { code: 'wire_partly_received', message: 'Part of wire W-2345WXYZ has arrived.' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get wire instructions for $1,313' }));
    expect(await screen.findByText(texts.errors.wirePartlyReceived)).toBeInTheDocument();
    const bank = {
      beneficiary: 'B',
      beneficiaryAddress: 'BA',
      bankName: 'N',
      bankAddress: 'NA',
      accountNumber: '1',
      routingNumber: '2',
      swift: 'S',
    };
    const wire = {
      reference: 'W-2345WXYZ',
      purpose: 'checkout',
      received: 0,
      outstanding: 1_313,
      excess: 0,
      bank,
    };
    fetchMock.mockResolvedValueOnce(
      answer(200, {
        data: {
          paymentId: 11,
          status: 'pending',
          amount: 1_313,
          method: 'wire',
          actionUrl: null,
          declineCode: null,
          wire,
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Get wire instructions for $1,313' }));
    await act(async () => undefined);
    expect(replace).toHaveBeenCalledWith('/myaccount/checkout?payment=11');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      lotIds: [100000005],
      amount: 1_313,
      method: 'wire',
      locale: 'en',
    });
    // The member stays on the page: the form is free again.
    expect(screen.getByRole('button', { name: 'Get wire instructions for $1,313' })).toBeEnabled();
  });
});
