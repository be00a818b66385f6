import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';

const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }),
}));
const { TitleMoveForm } = await import('./title-move-form');
const { DelayForm } = await import('./delay-form');
const { PickupForm } = await import('./pickup-form');

const fetchMock = jest.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock;
});
const answer = (status: number, body: unknown) =>
  ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as Response;
const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url, body: JSON.parse(String(init!.body)), headers: init!.headers as Record<string, string> };
};
const submit = async (name: RegExp | string) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
};
async function violations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => v.id);
}

/** A pickup's answer as the API sends it (whole dollars). */
const picked = (amount: number, days: number) => ({
  data: {
    lotId: 360000001,
    storageInvoice: { days, amount, paid: amount === 0 },
  },
});

describe('TitleMoveForm', () => {
  test('the next step in one click; the page is rendered again', async () => {
    const { container } = render(<TitleMoveForm lotId={360000001} next="received" />);
    expect(await violations(container)).toEqual([]);
    fetchMock.mockResolvedValueOnce(answer(200, { data: {} }));
    await submit('Mark the title received');
    expect(sent()).toMatchObject({
      url: '/rest-api/v2/admin/handover/360000001/title',
      body: { step: 'received' },
    });
    expect(refresh).toHaveBeenCalled();
  });

  test('mailed asks for the carrier and tracking number first; a 409 shows the server’s reason', async () => {
    render(<TitleMoveForm lotId={360000001} next="mailed" />);
    await submit('Mark the title mailed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((p) => [p.id, p.textContent])).toEqual([
      ['title-carrier-error', 'Required.'],
      ['title-trackingNumber-error', 'Required.'],
    ]);
    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: 'FedEx' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: '7489 1234' } });
    fetchMock.mockResolvedValueOnce(
      answer(409, { error: { code: 'title_step_out_of_order', message: 'The title is mailed already.' } }),
    );
    await submit('Mark the title mailed');
    expect(sent().body).toEqual({ step: 'mailed', carrier: 'FedEx', trackingNumber: '7489 1234' });
    expect(screen.getByRole('alert')).toHaveTextContent('The title is mailed already.');
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('DelayForm', () => {
  test('a number of days with a reason; dates instead; the schema’s messages before anything is sent', async () => {
    const { container } = render(<DelayForm lotId={360000001} />);
    expect(await violations(container)).toEqual([]);
    await submit('Record the delay');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Give the first and last day, or a number of days.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Days'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Reason (the buyer reads it)'), {
      target: { value: 'Lien release' },
    });
    fetchMock.mockResolvedValueOnce(answer(200, { data: {} }));
    await submit('Record the delay');
    expect(sent().body).toEqual({ cause: 'title', reason: 'Lien release', days: 2 });
    expect(refresh).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByLabelText('From one day to another'));
    fireEvent.change(screen.getByLabelText('Caused by'), { target: { value: 'seller' } });
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2031-03-09' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2031-03-07' } });
    fireEvent.change(screen.getByLabelText('Reason (the buyer reads it)'), { target: { value: 'No keys' } });
    await submit('Record the delay');
    expect(screen.getByText('The last day comes before the first.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2031-03-10' } });
    fetchMock.mockResolvedValueOnce(answer(200, { data: {} }));
    await submit('Record the delay');
    expect(sent(1).body).toEqual({
      cause: 'seller',
      reason: 'No keys',
      from: '2031-03-09',
      to: '2031-03-10',
    });
  });
});

describe('PickupForm', () => {
  test('sends the code with an Idempotency-Key (the same one again after a lost answer) and names the invoice', async () => {
    const { container } = render(<PickupForm lotId={360000001} />);
    expect(await violations(container)).toEqual([]);
    await submit('Mark picked up');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Required.');

    fireEvent.change(screen.getByLabelText('Gate pass code'), { target: { value: 'gp 012z0 18zz0' } });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submit('Mark picked up');
    fetchMock.mockResolvedValueOnce(answer(200, picked(150, 6)));
    await submit('Mark picked up');
    expect(sent(0).body).toEqual({ code: 'gp 012z0 18zz0', lotId: 360000001 });
    expect(sent(1).headers['idempotency-key']).toBe(sent(0).headers['idempotency-key']);
    expect(screen.getByTestId('pickup-result')).toHaveTextContent(
      "Lot 360000001 is picked up. Final storage invoice: $150 for 6 days, sent to the buyer's checkout.",
    );
    expect(refresh).toHaveBeenCalled();
  });

  test('an unknown pass and a second scan are said as the server says them; a new attempt, a new key', async () => {
    render(<PickupForm code="GP-012Z0-18ZZ0" />);
    fetchMock.mockResolvedValueOnce(
      answer(404, { error: { code: 'gate_pass_not_found', message: 'No gate pass has this code.' } }),
    );
    await submit('Mark picked up');
    expect(screen.getByRole('alert')).toHaveTextContent('No gate pass has this code.');
    fetchMock.mockResolvedValueOnce(
      answer(409, { error: { code: 'already_picked_up', message: 'Lot 360000001 was picked up at …' } }),
    );
    await submit('Mark picked up');
    expect(screen.getByRole('alert')).toHaveTextContent('Lot 360000001 was picked up at …');
    expect(sent(1).headers['idempotency-key']).not.toBe(sent(0).headers['idempotency-key']);
    expect(sent(0).body).toEqual({ code: 'GP-012Z0-18ZZ0' });
  });
});
