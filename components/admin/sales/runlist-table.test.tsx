import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import type { SaleWire } from '@/lib/schemas/admin-sales';

const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
// A plain link: next/link's prefetch on sight updates it outside the test's act.
jest.unstable_mockModule('next/link', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));
// axe measures icon fonts on a canvas, which jsdom lacks: no context, no measure.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
const { RunlistTable } = await import('./runlist-table');

type Row = SaleWire['lots'][number];
const row = (id: number, place: number, status = 'pre-bidding', bidCount = 0): Row => ({
  place,
  position: place,
  id,
  stockNumber: String(40_000_000 + id - 300_000_000),
  title: `2018 Honda Accord ${id}`,
  status,
  bidCount,
  currentBid: 0,
  movable: status === 'pre-bidding',
  path: `/${id}-2018-honda-accord`,
});
const A = 300_000_001;
const B = 300_000_002;
const C = 300_000_003;
const lots = [row(A, 1), row(B, 2), row(C, 3, 'pre-bidding', 2)];
const reordered = (...ids: number[]) =>
  ids.map((id, i) => ({ ...lots.find((l) => l.id === id)!, place: i + 1 }));

const fetchMock = jest.fn<typeof fetch>();
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
}
const sale = (rows: Row[]) => ({ data: { id: 7, lane: 'A', lots: rows } });
const sent = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call]!;
  return {
    url: String(url),
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
  };
};
const order = () =>
  [...document.querySelectorAll('[data-testid="runlist"] tbody tr')].map((tr) =>
    Number(tr.getAttribute('data-lot-id')),
  );

beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock;
});

const NAMES = { 'pre-bidding': 'Pre-bidding open', 'on-the-block': 'On the block', sold: 'Sold' };
const show = (props: Partial<Parameters<typeof RunlistTable>[0]> = {}) =>
  render(<RunlistTable saleId={7} lane="A" lots={lots} canWrite canRemove statusNames={NAMES} {...props} />);

test('every control is a labelled button or field, and the table passes axe', async () => {
  const { container } = show();
  expect(screen.getByRole('button', { name: `Move lot ${A} up` })).toBeDisabled();
  expect(screen.getByRole('button', { name: `Move lot ${C} down` })).toBeDisabled();
  expect(screen.getByRole('button', { name: `Move lot ${B} up` })).toBeEnabled();
  expect(screen.getByLabelText(`New place for lot ${B}`)).toHaveAttribute('inputmode', 'numeric');
  expect(screen.getByRole('button', { name: `Move lot ${B} to this place` })).toHaveAttribute(
    'type',
    'submit',
  );
  // A lot with bids cannot leave the sale: no remove button for it.
  expect(screen.getByRole('button', { name: `Remove lot ${A} from the sale` })).toBeEnabled();
  expect(screen.queryByRole('button', { name: `Remove lot ${C} from the sale` })).toBeNull();
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('Move up sends the place above, shows the server’s order and keeps the focus on the lot', async () => {
  show();
  answer(200, sale(reordered(B, A, C)));
  const up = screen.getByRole('button', { name: `Move lot ${B} up` });
  up.focus();
  fireEvent.click(up);
  await waitFor(() => expect(order()).toEqual([B, A, C]));
  expect(sent()).toEqual({
    url: '/rest-api/v2/admin/sales/7/runlist',
    method: 'PUT',
    body: { lotId: B, position: 1 },
  });
  // At the top now its Up is disabled: the focus goes to its Down.
  expect(document.activeElement).toBe(screen.getByRole('button', { name: `Move lot ${B} down` }));
  expect(screen.getByTestId('runlist-said')).toHaveTextContent(`Lot ${B} moved. Now at place 1 of 3.`);
  expect(refresh).toHaveBeenCalled();
});

test('Alt+Arrow Down on a lot’s control moves it down, by keyboard alone', async () => {
  show();
  answer(200, sale(reordered(B, A, C)));
  const place = screen.getByLabelText(`New place for lot ${A}`);
  place.focus();
  fireEvent.keyDown(place, { key: 'ArrowDown', altKey: true });
  await waitFor(() => expect(order()).toEqual([B, A, C]));
  expect(sent().body).toEqual({ lotId: A, position: 2 });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: `Move lot ${A} down` }));
  // Without Alt an arrow is the field's own: nothing is sent.
  fireEvent.keyDown(screen.getByLabelText(`New place for lot ${A}`), { key: 'ArrowUp' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('a typed place is sent with Enter; a place that is not a number is refused before sending', async () => {
  show();
  const field = screen.getByLabelText(`New place for lot ${C}`);
  fireEvent.change(field, { target: { value: 'first' } });
  fireEvent.submit(field.closest('form')!);
  expect(screen.getByRole('alert')).toHaveTextContent(`Type a place from 1 to 3 for lot ${C}.`);
  expect(fetchMock).not.toHaveBeenCalled();

  answer(200, sale(reordered(C, A, B)));
  fireEvent.change(field, { target: { value: '1' } });
  fireEvent.submit(field.closest('form')!);
  await waitFor(() => expect(order()).toEqual([C, A, B]));
  expect(sent().body).toEqual({ lotId: C, position: 1 });
  expect((screen.getByLabelText(`New place for lot ${C}`) as HTMLInputElement).value).toBe('');
  expect(document.activeElement).toBe(screen.getByLabelText(`New place for lot ${C}`));
});

test('a refused move says the server’s reason and keeps the order', async () => {
  show();
  answer(409, {
    error: { code: 'lot_on_the_block', message: `Lot ${B} is on the block: it cannot be moved now.` },
  });
  fireEvent.click(screen.getByRole('button', { name: `Move lot ${B} down` }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(`Lot ${B} is on the block: it cannot be moved now.`),
  );
  expect(order()).toEqual([A, B, C]);
});

test('Remove takes the lot off with DELETE; the focus goes to the lot now in its place', async () => {
  show();
  answer(200, sale(reordered(A, C)));
  fireEvent.click(screen.getByRole('button', { name: `Remove lot ${B} from the sale` }));
  await waitFor(() => expect(order()).toEqual([A, C]));
  expect(sent()).toMatchObject({ url: `/rest-api/v2/admin/sales/7/lots/${B}`, method: 'DELETE' });
  expect(document.activeElement).toBe(screen.getByRole('button', { name: `Move lot ${C} up` }));
});

test('a live sale: the lot on the block has no controls; read-only staff see the runlist only', () => {
  const live = [row(A, 1, 'sold'), row(B, 2, 'on-the-block'), row(C, 3)];
  const { unmount } = show({ lots: live, canRemove: false });
  const rows = screen.getAllByRole('row');
  expect(within(rows[2]!).getByText('Stays (on the block)')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Stays')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: `Move lot ${B} up` })).toBeNull();
  // The only lot to come has nowhere to go.
  expect(screen.getByRole('button', { name: `Move lot ${C} up` })).toBeDisabled();
  unmount();
  show({ canWrite: false, canRemove: false });
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.getByRole('table')).toHaveAccessibleName(/Runlist of lane A: 3 lots/);
});

test('new lots from the page (a refresh after assigning) replace the runlist shown', () => {
  const { rerender } = show();
  act(() =>
    rerender(
      <RunlistTable saleId={7} lane="A" lots={reordered(C, B, A)} canWrite canRemove statusNames={NAMES} />,
    ),
  );
  expect(order()).toEqual([C, B, A]);
});
