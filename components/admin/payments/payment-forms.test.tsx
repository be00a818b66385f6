// The money pages' client parts in the browser: recording a received wire and finance's decision on a refund.
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';

const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
const { RecordWireForm } = await import('./record-wire-form');
const { RefundDecision } = await import('./refund-decision');

const TODAY = new Date().toISOString().slice(0, 10);
const fetchMock = jest.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as Response;
const sent = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return {
    url,
    key: (init!.headers as Record<string, string>)['idempotency-key'],
    body: init!.body ? JSON.parse(String(init!.body)) : undefined,
  };
};
beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  globalThis.fetch = fetchMock;
});

const receipt = (state: string, over: Record<string, unknown> = {}) => ({
  data: {
    receiptId: 3,
    reference: 'W-7K9M2QRT',
    receivedOn: '2031-03-05',
    amount: 400,
    applied: 400,
    credit: 0,
    creditDepositId: null,
    payment: {
      id: 12,
      memberEmail: 'ana@example.com',
      purpose: 'deposit',
      state,
      amount: 1000,
      received: 400,
      outstanding: 600,
      excess: 0,
    },
    note: null,
    ...over,
  },
});

describe('RecordWireForm', () => {
  const fill = (reference: string, amount: string) => {
    fireEvent.change(screen.getByLabelText('Reference'), { target: { value: reference } });
    fireEvent.change(screen.getByLabelText('Amount (US dollars)'), { target: { value: amount } });
  };

  test('checks the fields first, then records once on a double click and says how the wire was applied', async () => {
    render(<RecordWireForm today={TODAY} />);
    expect((screen.getByLabelText('Day received') as HTMLInputElement).value).toBe(TODAY);
    fill('W-0000', '12.50');
    fireEvent.submit(screen.getByTestId('record-wire-form'));
    expect(await screen.findByText(/Enter the reference as on the bank statement/)).toBeTruthy();
    expect(screen.getByText('Enter the amount in whole dollars, like 1250.')).toBeTruthy();
    expect(screen.getByLabelText('Reference').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fill('w 7k9m 2qrt', '$400');
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    fireEvent.click(screen.getByTestId('record-wire-submit'));
    fireEvent.click(screen.getByTestId('record-wire-submit'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(0)).toMatchObject({
      url: '/rest-api/v2/admin/payments/wires',
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      body: { reference: 'w 7k9m 2qrt', amount: 400, receivedOn: TODAY },
    });
    await act(async () => release(answer(200, receipt('partly_paid'))));
    const recorded = await screen.findByTestId('wire-recorded');
    expect(recorded.getAttribute('data-state')).toBe('partly_paid');
    expect(recorded.textContent).toBe(
      'Recorded $400 for W-7K9M2QRT (Deposit of $1,000 for ana@example.com): now partly paid: $600 still outstanding.',
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Reference') as HTMLInputElement).value).toBe('');
  });

  test('an unknown reference is named on its field; an over-payment says what was credited', async () => {
    render(<RecordWireForm today={TODAY} />);
    fill('W-7K9M2QRT', '1500');
    fetchMock.mockResolvedValueOnce(
      answer(404, {
        error: {
          code: 'wire_reference_not_found',
          message: 'No wire transfer has the reference W-7K9M2QRT.',
          fields: { reference: 'No wire transfer has this reference.' },
        },
      }),
    );
    fireEvent.submit(screen.getByTestId('record-wire-form'));
    expect(await screen.findByText('No wire transfer has this reference.')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(
      answer(
        200,
        receipt('approved', {
          amount: 1500,
          applied: 600,
          credit: 900,
          creditDepositId: 40,
        }),
      ),
    );
    fireEvent.submit(screen.getByTestId('record-wire-form'));
    expect((await screen.findByTestId('wire-recorded')).textContent).toContain(
      'now paid. $900 was credited to the member as a deposit.',
    );
    // A new submission after an answer gets a new key.
    expect(sent(1).key).not.toBe(sent(0).key);
  });
});

describe('RefundDecision', () => {
  test('approve asks first, then pays out once and refreshes the queue', async () => {
    render(<RefundDecision refundId={4} summary="$600 to ana@example.com (card)" />);
    fireEvent.click(screen.getByTestId('refund-4-approve'));
    expect(screen.getByText('Pay back $600 to ana@example.com (card)?')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(answer(200, { data: { id: 4, state: 'paid' } }));
    fireEvent.click(screen.getByTestId('refund-4-confirm'));
    expect(await screen.findByRole('status')).toHaveTextContent('Decided.');
    expect(sent(0)).toMatchObject({ url: '/rest-api/v2/admin/refunds/4/approve', body: undefined });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('deny needs a reason; a refusal from the server is shown as it says', async () => {
    render(<RefundDecision refundId={4} summary="$600 to ana@example.com (card)" />);
    fireEvent.click(screen.getByTestId('refund-4-deny'));
    fireEvent.click(screen.getByTestId('refund-4-deny-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('At least 3 characters.');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Reason the member will see'), {
      target: { value: 'The deposit backs a purchase.' },
    });
    fetchMock.mockResolvedValueOnce(
      answer(409, {
        error: { code: 'refund_already_decided', message: 'This refund request was already decided (paid).' },
      }),
    );
    fireEvent.click(screen.getByTestId('refund-4-deny-submit'));
    expect(await screen.findByText('This refund request was already decided (paid).')).toBeTruthy();
    expect(sent(0)).toMatchObject({
      url: '/rest-api/v2/admin/refunds/4/deny',
      body: { reason: 'The deposit backs a purchase.' },
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});
