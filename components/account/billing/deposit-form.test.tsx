import { jest } from '@jest/globals';
import axe from 'axe-core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DEPOSIT_MIN_CENTS } from '@/lib/domain/business-rules';
import messages from '@/messages/en.json' with { type: 'json' };
import type { AddCardLabels } from './add-card-form';
import { DepositForm, type DepositLabels } from './deposit-form';
import type { WireLabels } from './wire-instructions';

const texts = messages.Payments;
const errors = Object.fromEntries(
  Object.entries(texts.errors).map(([k, v]) => [k, v.replace('{minimum}', '$600')]),
) as AddCardLabels['errors'];
const cardLabels: AddCardLabels = { ...texts.cardForm, brands: texts.brands, errors };
const labels: DepositLabels = {
  ...texts.deposit,
  wire: texts.wire.method,
  wireSubmit: texts.wire.submit,
  amountHint: 'Whole dollars, at least $600.',
  brands: texts.brands,
  outcome: { ...texts.outcome, errors },
  errors,
};
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

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const wireLabels: WireLabels = { ...texts.wire, note: texts.wire.depositNote };

const form = ({ wire = false } = {}) =>
  render(
    <DepositForm
      cards={[card]}
      paypal={false}
      wire={wire}
      minimumCents={DEPOSIT_MIN_CENTS}
      locale="en"
      labels={labels}
      wireLabels={wireLabels}
      cardLabels={cardLabels}
    />,
  );

describe('DepositForm', () => {
  test('a double click sends one payment with one Idempotency-Key, then shows the new buying power', async () => {
    form();
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    const pay = screen.getByRole('button', { name: 'Pay $600' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(pay).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/rest-api/v2/account/deposits');
    expect((init!.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init!.body))).toEqual({ amount: 600, method: 'card', cardId: 3, locale: 'en' });
    await act(async () =>
      release({
        status: 200,
        ok: true,
        text: async () =>
          JSON.stringify({
            data: {
              paymentId: 1,
              status: 'approved',
              amount: 600,
              method: 'card',
              actionUrl: null,
              declineCode: null,
              buyingPower: 6000,
            },
          }),
      } as Response),
    );
    expect(await screen.findByTestId('payment-approved')).toHaveTextContent(
      'Your deposit of $600 is in. Your buying power is now $6,000.',
    );
  });

  test('amounts in the wrong format or below the minimum are refused before sending; PayPal hidden when off', async () => {
    form();
    expect(screen.queryByLabelText('PayPal')).toBeNull();
    const amount = screen.getByLabelText(texts.deposit.amount);
    for (const [typed, message] of [
      ['600.50', texts.errors.amountInvalid],
      ['abc', texts.errors.amountInvalid],
      ['-5', texts.errors.amountInvalid],
      ['599', 'The smallest deposit is $600.'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.submit(screen.getByTestId('deposit-form'));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a decline is shown on the card choice; a retry after a lost answer reuses the key', async () => {
    form();
    fetchMock.mockResolvedValueOnce({
      status: 422,
      ok: false,
      text: async () =>
        JSON.stringify({
          error: { code: 'payment_declined', message: 'x', fields: { cardId: 'insufficientFunds' } },
        }),
    } as Response);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $600' }));
    expect(await screen.findByText(texts.errors.insufficientFunds)).toBeInTheDocument();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $600' }));
    expect(await screen.findByText(texts.errors.generic)).toBeInTheDocument();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay $600' }));
    await screen.findByText(texts.errors.generic);
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init!.headers as Record<string, string>)['idempotency-key'],
    );
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  test('wire: offered only where asked; the answer shows the reference, the bank details and what is left to send', async () => {
    const plain = form();
    expect(screen.queryByLabelText(texts.wire.method)).toBeNull();
    plain.unmount();
    const { container } = form({ wire: true });
    fireEvent.click(screen.getByLabelText(texts.wire.method));
    fireEvent.change(screen.getByLabelText(texts.deposit.amount), { target: { value: '1000' } });
    const bank = {
      beneficiary: 'SalvageLane Auctions LLC',
      beneficiaryAddress: '1200 Yard Road',
      bankName: 'Demo National Bank',
      bankAddress: '100 Main Street',
      accountNumber: '000123456789',
      routingNumber: '123456780',
      swift: 'DEMOUS33XXX',
    };
    fetchMock.mockResolvedValueOnce({
      status: 200,
      ok: true,
      text: async () =>
        JSON.stringify({
          data: {
            paymentId: 7,
            status: 'pending',
            amount: 1000,
            method: 'wire',
            actionUrl: null,
            declineCode: null,
            wire: {
              reference: 'W-7K9M2QRT',
              purpose: 'deposit',
              received: 0,
              outstanding: 1000,
              excess: 0,
              bank,
            },
          },
        }),
    } as Response);
    fireEvent.click(screen.getByRole('button', { name: 'Get wire instructions for $1,000' }));
    const shown = await screen.findByTestId('wire-instructions');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      amount: 1000,
      method: 'wire',
      locale: 'en',
    });
    expect(within(shown).getByTestId('wire-reference')).toHaveTextContent('W-7K9M2QRT');
    expect(within(shown).getByTestId('wire-outstanding')).toHaveTextContent('$1,000');
    expect(shown).toHaveTextContent('Send $1,000 by bank wire');
    expect(shown).toHaveTextContent('DEMOUS33XXX');
    expect(shown).toHaveTextContent(texts.wire.depositNote);
    expect(within(shown).getByRole('heading', { name: texts.wire.title })).toBeInTheDocument();
    const results = await axe.run(container, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations).toEqual([]);
  });
});
