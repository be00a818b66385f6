import { fireEvent, screen, waitFor, within } from '@testing-library/react';

// ES modules: the kit mocks next/navigation before it imports the bid box.
const kit = await import('@/test/kits/bid-box-test-kit');
const { api, member, publicState, refusal, renderBidBox, reply, resetApi, sent } = kit;

const BIDS = '/rest-api/v2/bids';
const KEEP = '/rest-api/v2/account/shipping-destination';

/** What GET shipping-estimate answers for Beverly Hills from the Dallas yard (whole dollars). */
const beverlyHills = {
  lotId: kit.LOT,
  destination: { zip: '90210' },
  yard: { city: 'Dallas', state: 'TX', zip: '75201' },
  place: 'Beverly Hills, CA',
  miles: 1_245,
  port: null,
  inland: 1_183,
  ocean: 0,
  total: 1_183,
};

function toTotalMode() {
  fireEvent.click(screen.getByRole('radio', { name: 'My total, fees included' }));
}
const totalField = () => screen.getByLabelText('My total is at most (USD)');

beforeEach(() => {
  resetApi();
  localStorage.clear();
});

describe('bid on the total', () => {
  test('the typed total shows the maximum it allows, the table breaks it down, and maxTotal is sent', async () => {
    api.answer = async () =>
      reply(200, {
        data: {
          bidId: 1,
          lotId: kit.LOT,
          maxBid: 4_400,
          currentBid: 1_050,
          minimumBid: 1_100,
          bidCount: 4,
          highBidder: true,
          status: 'high-bidder',
          reserve: 'none',
          reserveMet: false,
          total: {
            maxTotal: 5_000,
            bid: 4_400,
            buyerFee: 396,
            documentationFee: 95,
            otherFees: 94,
            shipping: null,
            total: 4_985,
          },
        },
      });
    renderBidBox();
    await screen.findByRole('radio', { name: 'Maximum bid' });
    toTotalMode();
    fireEvent.change(totalField(), { target: { value: '5,000' } });
    expect(screen.getByTestId('total-bid-preview')).toHaveTextContent('Your maximum bid will be $4,400.');
    expect(screen.getByTestId('total-cost-bid')).toHaveTextContent('$4,400');
    expect(screen.getByTestId('total-cost-total')).toHaveTextContent('$4,985');
    fireEvent.click(screen.getByRole('button', { name: 'Place maximum bid' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Your maximum bid of $4,400 is placed: $4,985 all in, within your $5,000.',
    );
    const [request] = sent(BIDS);
    expect(request!.body).toEqual({ lotId: kit.LOT, maxTotal: 5_000, locale: 'en' });
    expect(request!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('a total below what the minimum bid costs all in is explained, naming the least total, and not sent', async () => {
    renderBidBox();
    await screen.findByRole('radio', { name: 'Maximum bid' });
    toTotalMode();
    fireEvent.change(totalField(), { target: { value: '1500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place maximum bid' }));
    // The minimum bid $1,050 at Starter: $1,050 + $299 + $95 + $94 = $1,538.
    expect(await screen.findByRole('alert')).toHaveTextContent('it takes at least $1,538');
    expect(totalField()).toHaveFocus();
    expect(sent(BIDS)).toHaveLength(0);
  });

  test("the server's total_below_minimum is explained the same way", async () => {
    api.answer = async () => refusal(409, 'total_below_minimum', { maxTotal: 'maxTotalBelowMinimum' });
    renderBidBox();
    await screen.findByRole('radio', { name: 'Maximum bid' });
    toTotalMode();
    fireEvent.change(totalField(), { target: { value: '1600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place maximum bid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That total does not reach the minimum bid');
    expect(totalField()).toHaveValue('1600');
  });
});

describe('the shipping estimate', () => {
  test('a ZIP gives the estimate; the member keeps it; the table and a bid on the total count it', async () => {
    api.estimate = async (url) =>
      url.includes('zip=90210') ? reply(200, { data: beverlyHills }) : reply(500, {});
    renderBidBox();
    const panel = await screen.findByTestId('shipping-estimate');
    fireEvent.change(within(panel).getByLabelText('US ZIP code'), { target: { value: '90210' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Estimate' }));
    expect(
      await within(panel).findByText('About $1,183 from Dallas, TX to Beverly Hills, CA (1,245 miles).'),
    ).toBeVisible();
    expect(within(panel).getByText("An estimate to plan with, not a carrier's quote.")).toBeVisible();
    await waitFor(() => expect(sent(KEEP, 'PUT')).toHaveLength(1));
    expect(sent(KEEP, 'PUT')[0]!.body).toEqual({ zip: '90210' });
    expect(screen.getByTestId('total-cost-shipping')).toHaveTextContent('$1,183');

    toTotalMode();
    fireEvent.change(totalField(), { target: { value: '5000' } });
    expect(
      screen.getByText('The shipping estimate of $1,183 is counted too.', { exact: false }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Place maximum bid' }));
    await waitFor(() => expect(sent(BIDS)).toHaveLength(1));
    expect(sent(BIDS)[0]!.body).toEqual({
      lotId: kit.LOT,
      maxTotal: 5_000,
      shipping: { zip: '90210' },
      locale: 'en',
    });

    // Unticked, shipping leaves the table.
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Count shipping in my total' }));
    expect(screen.queryByTestId('total-cost-shipping')).not.toBeInTheDocument();
  });

  test("a member's kept destination is estimated at once", async () => {
    resetApi({ ...publicState, member: { ...member, shippingDestination: { zip: '90210' } } });
    api.estimate = async () => reply(200, { data: beverlyHills });
    renderBidBox();
    expect(
      await screen.findByText('About $1,183 from Dallas, TX to Beverly Hills, CA (1,245 miles).'),
    ).toBeVisible();
    expect(screen.getByLabelText('US ZIP code')).toHaveValue('90210');
  });

  test('a bad ZIP is explained without a request; an unknown one after it', async () => {
    api.estimate = async () => refusal(422, 'invalid_input', { zip: 'zipUnknown' });
    renderBidBox();
    const panel = await screen.findByTestId('shipping-estimate');
    fireEvent.change(within(panel).getByLabelText('US ZIP code'), { target: { value: '123' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Estimate' }));
    expect(await within(panel).findByText('Enter a five-digit US ZIP code.')).toBeVisible();
    fireEvent.click(within(panel).getByRole('button', { name: 'Estimate' }));
    fireEvent.change(within(panel).getByLabelText('US ZIP code'), { target: { value: '' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Estimate' }));
    expect(await within(panel).findByText('Enter a ZIP code or choose a country.')).toBeVisible();
    fireEvent.change(within(panel).getByLabelText('US ZIP code'), { target: { value: '00000' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Estimate' }));
    expect(
      await within(panel).findByText('We do not know this ZIP code. Check it and try again.'),
    ).toBeVisible();
  });

  test('a visitor picks a country: the export estimate, remembered in this browser', async () => {
    resetApi(publicState);
    api.estimate = async () =>
      reply(200, {
        data: {
          ...beverlyHills,
          destination: { country: 'NG' },
          place: null,
          miles: 225,
          port: { code: 'USHOU', name: 'Houston, TX' },
          inland: 214,
          ocean: 1_650,
          total: 1_864,
        },
      });
    renderBidBox();
    const panel = await screen.findByTestId('shipping-estimate');
    fireEvent.change(within(panel).getByLabelText('or export to'), { target: { value: 'NG' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Estimate' }));
    expect(
      await within(panel).findByText(
        'About $1,864: $214 from Dallas, TX to the port of Houston, TX (225 miles), then $1,650 by sea to Nigeria.',
      ),
    ).toBeVisible();
    expect(localStorage.getItem('sl-shipping-destination')).toBe('country:NG');
    expect(sent(KEEP, 'PUT')).toHaveLength(0);
  });
});
