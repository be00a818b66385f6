import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { withCheckDigit } from '@/lib/domain/vin';
import type { AdminLotWire, LotFormOptions } from '@/lib/schemas/admin-lots';

const push = jest.fn();
const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({ useRouter: () => ({ push, refresh }) }));
const { LotForm } = await import('./lot-form');
const { EMPTY_LOT_FORM, formValuesOf } = await import('./lot-form-values');

const HONDA = withCheckDigit('1HGCM82603A004352');
const TOYOTA = withCheckDigit('JTDKB20U097001234');
const wrongDigit = (vin: string) => vin.slice(0, 8) + (vin[8] === '0' ? '1' : '0') + vin.slice(9);

const option = (value: string, label = value) => ({ value, label });
const options: LotFormOptions = {
  bodyStyle: [option('sedan', 'Sedan'), option('suv', 'SUV')],
  color: [option('blue', 'Blue')],
  drive: [option('FWD')],
  fuel: [option('gasoline', 'Gasoline')],
  transmission: [option('automatic', 'Automatic')],
  odometerBrand: [option('actual', 'Actual')],
  primaryDamage: [option('front-end', 'Front end'), option('side', 'Side')],
  lossType: [option('collision', 'Collision')],
  titleType: [option('salvage', 'Salvage')],
  titleState: [option('TX', 'TX (Texas)')],
  startCode: [option('starts', 'Starts')],
  airbags: [option('intact', 'Intact')],
  branches: [{ id: 1, label: 'Dallas, TX (1)', lanes: ['A', 'B'], timeZone: 'America/Chicago' }],
  makes: ['Honda', 'Toyota'],
  models: { Honda: ['Accord', 'Civic'] },
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
  return { url, method: init?.method, body: JSON.parse(String(init?.body)) as Record<string, unknown> };
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock;
});

function fillVehicle() {
  type('VIN', HONDA.toLowerCase());
  type('Model', 'Accord');
  type('Body style', 'sedan');
  type('Colour', 'blue');
  type('Engine', '2.4L I4');
  type('Drive', 'FWD');
  type('Fuel', 'gasoline');
  type('Odometer (miles)', '81,234');
  type('Primary damage', 'front-end');
  type('Loss type', 'collision');
  type('Start code', 'starts');
  type('Title type', 'salvage');
  type('Title state', 'TX');
  type('Estimated retail value', '$9,500');
  type('Branch', '1');
}

describe('the check-in form', () => {
  test('the VIN is checked as it is typed and fills year and make while they are not typed over', () => {
    render(<LotForm initial={EMPTY_LOT_FORM} options={options} />);
    type('VIN', HONDA.slice(0, 10));
    expect(screen.getByTestId('vin-status')).toHaveTextContent('10 of 17 characters.');
    type('VIN', wrongDigit(HONDA));
    expect(screen.getByTestId('vin-status')).toHaveTextContent(
      `Check digit does not match: the 9th character should be ${HONDA[8]}.`,
    );
    expect(field('Year').value).toBe('2003'); // the year code reads without the check digit
    type('VIN', HONDA.toLowerCase());
    expect(screen.getByTestId('vin-status')).toHaveTextContent(
      'Check digit valid. Manufacturer: Honda, made in United States, model year 2003.',
    );
    expect([field('Year').value, field('Make').value]).toEqual(['2003', 'Honda']);
    type('VIN', TOYOTA);
    expect([field('Year').value, field('Make').value]).toEqual(['2009', 'Toyota']);
    type('Make', 'Lexus');
    type('VIN', HONDA);
    expect([field('Year').value, field('Make').value]).toEqual(['2003', 'Lexus']);
  });

  test('missing and wrong fields are named beside them and nothing is sent', () => {
    render(<LotForm initial={EMPTY_LOT_FORM} options={options} />);
    type('VIN', wrongDigit(HONDA));
    type('Odometer (miles)', '-5');
    type('Estimated retail value', '9500.50');
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('VIN')).toHaveAttribute('aria-invalid', 'true');
    expect(field('VIN')).toHaveFocus();
    expect(screen.getByText(/check digit \(9th character\) does not match/)).toBeInTheDocument();
    expect(screen.getAllByText('Required.').length).toBeGreaterThan(5);
    expect(field('Model')).toHaveAccessibleDescription('Required.');
    expect(field('Odometer (miles)')).toHaveAccessibleDescription('Cannot be negative.');
    expect(field('Estimated retail value')).toHaveAccessibleDescription(
      'Whole dollars, 0 or more, without cents.',
    );
  });

  test('a good form posts whole numbers and dollars, the sale in the branch’s time, then opens the new lot', async () => {
    render(<LotForm initial={EMPTY_LOT_FORM} options={options} />);
    fillVehicle();
    type('Sale starts (optional)', '2031-03-05T10:00');
    type('Lane (optional)', 'B');
    answer(200, { data: { id: 100000007 } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/lots/100000007?checked-in=1'));
    expect(sent()).toMatchObject({
      url: '/rest-api/v2/admin/lots',
      method: 'POST',
      body: {
        vin: HONDA.toLowerCase(),
        year: 2003,
        make: 'Honda',
        odometer: 81_234,
        estimatedRetailValue: 9_500,
        branchId: 1,
        hasKeys: true,
        trim: null,
        reservePrice: null,
        saleDate: '2031-03-05T16:00:00.000Z', // 10:00 in Dallas (CST, UTC-6)
        lane: 'B',
      },
    });
  });

  test('the server’s 422 fields show beside their fields', async () => {
    render(<LotForm initial={EMPTY_LOT_FORM} options={options} />);
    fillVehicle();
    answer(422, {
      error: {
        code: 'invalid_input',
        message: 'Some fields are not valid.',
        fields: { branchId: 'unknownBranch' },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(field('Branch')).toHaveAccessibleDescription('No branch has this number.'));
    expect(push).not.toHaveBeenCalled();
  });
});

describe('the edit form', () => {
  const lot = {
    id: 100000009,
    vin: HONDA,
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX',
    bodyStyle: 'sedan',
    color: 'blue',
    engine: '2.4L I4',
    drive: 'FWD',
    fuel: 'gasoline',
    transmission: 'automatic',
    odometer: 81_234,
    odometerBrand: 'actual',
    primaryDamage: 'front-end',
    secondaryDamage: null,
    lossType: 'collision',
    titleType: 'salvage',
    titleState: 'TX',
    startCode: 'starts',
    hasKeys: true,
    airbags: null,
    estimatedRetailValue: 9_500,
    repairCost: null,
    branchId: 1,
    buyItNowPrice: 4_000,
    reservePrice: 2_500,
    saleDate: '2020-03-05T16:00:00.000Z',
    lane: 'A',
  } as AdminLotWire;
  const initial = formValuesOf(lot, 'America/Chicago');

  test('shows the lot as stored (the sale in the branch’s time) and sends only what changed', async () => {
    render(<LotForm lotId={lot.id} initial={initial} options={options} />);
    expect(field('Sale starts (optional)').value).toBe('2020-03-05T10:00');
    expect(field('Reserve price (optional)').value).toBe('2500');
    type('Odometer (miles)', '90000');
    type('Trim (optional)', '');
    answer(200, { data: { ...lot, odometer: 90_000, trim: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('lot-saved')).toHaveTextContent('Saved.'));
    // The past sale is not checked again: it is not being changed.
    expect(sent()).toEqual({
      url: '/rest-api/v2/admin/lots/100000009',
      method: 'PUT',
      body: { odometer: 90_000, trim: null },
    });
    expect(refresh).toHaveBeenCalled();
  });

  test('a refusal (409) says why', async () => {
    render(<LotForm lotId={lot.id} initial={initial} options={options} />);
    type('Buy-it-now price (optional)', '5000');
    const why = 'The lot has bids: its buy-it-now price cannot change.';
    answer(409, { error: { code: 'lot_has_bids', message: why } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
  });

  test('read-only for staff who may not change lots', () => {
    render(<LotForm lotId={lot.id} initial={initial} options={options} readOnly />);
    expect(field('Model')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
