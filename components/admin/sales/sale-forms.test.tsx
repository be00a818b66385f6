import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SaleBranch } from '@/lib/schemas/admin-sales';

const push = jest.fn();
const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({ useRouter: () => ({ push, refresh }) }));
const { SaleScheduleForm } = await import('./sale-schedule-form');
const { CancelSaleForm } = await import('./cancel-sale-form');
const { AssignLotsForm } = await import('./assign-lots-form');

const dallas: SaleBranch = {
  id: 1,
  name: 'Dallas',
  city: 'Dallas',
  state: 'TX',
  timeZone: 'America/Chicago',
  lanes: ['A', 'B'],
};
const phoenix: SaleBranch = {
  ...dallas,
  id: 2,
  name: 'Phoenix',
  state: 'AZ',
  timeZone: 'America/Phoenix',
  lanes: ['C'],
};

const fetchMock = jest.fn<typeof fetch>();
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
}
const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url: String(url), method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock;
});

describe('the new sale form', () => {
  const show = () =>
    render(
      <SaleScheduleForm branches={[dallas, phoenix]} initial={{ branchId: '', lane: '', startsAt: '' }} />,
    );

  test('the lanes follow the branch; the start typed on the branch’s clock is sent as the instant it names', async () => {
    show();
    type('Branch', '2');
    expect([...screen.getByLabelText('Lane').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose a lane',
      'Lane C',
    ]);
    type('Branch', '1');
    type('Lane', 'B');
    type('Starts', '2031-03-05T21:00');
    expect(screen.getByText('On the branch’s own clock (America/Chicago).')).toBeInTheDocument();
    answer(200, { data: { id: 11 } });
    submit(/Schedule the sale/);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/sales/11?created=1'));
    expect(sent()).toEqual({
      url: '/rest-api/v2/admin/sales',
      method: 'POST',
      body: { branchId: 1, lane: 'B', startsAt: '2031-03-06T03:00:00.000Z' },
    });
  });

  test('a missing lane and a start gone by are said before anything is sent; a taken slot says the server’s reason', async () => {
    show();
    type('Branch', '1');
    type('Starts', '2020-01-01T10:00');
    submit(/Schedule the sale/);
    expect(await screen.findByText('The sale must start in the future.')).toBeInTheDocument();
    expect(screen.getByText('Required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    type('Lane', 'A');
    type('Starts', '2031-03-05T10:00');
    answer(409, {
      error: { code: 'sale_slot_taken', message: 'That lane already has a sale starting at that time.' },
    });
    submit(/Schedule the sale/);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That lane already has a sale starting at that time.',
    );
    expect(push).not.toHaveBeenCalled();
  });
});

test('the reschedule form sends the new start and lane with PUT and shows the page again', async () => {
  render(
    <SaleScheduleForm
      saleId={11}
      branches={[dallas]}
      initial={{ branchId: '1', lane: 'A', startsAt: '2031-03-05T10:00' }}
    />,
  );
  expect(screen.queryByLabelText('Branch')).toBeNull();
  type('Starts', '2031-03-07T09:30');
  type('Lane', 'B');
  answer(200, { data: { id: 11 } });
  submit(/Reschedule/);
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sent()).toEqual({
    url: '/rest-api/v2/admin/sales/11',
    method: 'PUT',
    body: { startsAt: '2031-03-07T15:30:00.000Z', lane: 'B' },
  });
  expect(screen.getByTestId('reschedule-saved')).toHaveTextContent('Rescheduled.');
});

test('cancelling needs a reason; done, the calendar says what was released; a live sale says why not', async () => {
  render(<CancelSaleForm saleId={11} calendar="/admin/sales?branchId=1&from=2031-03-05" />);
  type('Reason for cancelling', 'x');
  submit(/Cancel the sale/);
  expect(await screen.findByText('At least 3 characters.')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  type('Reason for cancelling', 'The yard is flooded.');
  answer(409, { error: { code: 'sale_live', message: 'The sale has started: it cannot be cancelled now.' } });
  submit(/Cancel the sale/);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The sale has started: it cannot be cancelled now.',
  );

  answer(200, {
    data: { id: 11, cancelledAt: '2031-03-01T00:00:00.000Z', lotsReleased: 4, preBidsReleased: 2 },
  });
  submit(/Cancel the sale/);
  await waitFor(() =>
    expect(push).toHaveBeenCalledWith(
      '/admin/sales?branchId=1&from=2031-03-05&cancelled=11&released=4&preBids=2',
    ),
  );
  expect(sent(1)).toMatchObject({
    url: '/rest-api/v2/admin/sales/11/cancel',
    body: { reason: 'The yard is flooded.' },
  });
});

test('assigning: ids and stock numbers split at spaces, commas and lines; unknown lots are named', async () => {
  render(<AssignLotsForm saleId={11} />);
  type('Lot ids or stock numbers', '300000001, 40000002\n300000003 12');
  submit(/Assign lots/);
  expect(
    await screen.findByText('Each lot is its 9-digit lot id or its 8-digit stock number.'),
  ).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  type('Lot ids or stock numbers', '300000001, 40000002\n300000003');
  answer(422, {
    error: {
      code: 'invalid_input',
      message: 'No lot has the id or stock number 40000002.',
      fields: { lots: 'unknownLots' },
    },
  });
  submit(/Assign lots/);
  expect(await screen.findByRole('alert')).toHaveTextContent('No lot has the id or stock number 40000002.');

  answer(200, { data: { id: 11, lots: [] } });
  submit(/Assign lots/);
  await waitFor(() => expect(screen.getByTestId('assign-lots-done')).toHaveTextContent('Assigned 3 lots.'));
  expect(sent(1)).toEqual({
    url: '/rest-api/v2/admin/sales/11/lots',
    method: 'POST',
    body: { lots: ['300000001', '40000002', '300000003'] },
  });
  expect((screen.getByLabelText('Lot ids or stock numbers') as HTMLTextAreaElement).value).toBe('');
  expect(refresh).toHaveBeenCalled();
});
