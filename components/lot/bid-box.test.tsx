import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

// ES modules: the kit mocks next/navigation before it imports the bid box.
const kit = await import('@/test/kits/bid-box-test-kit');
const { api, labels, member, publicState, refusal, renderBidBox, reply, resetApi, sent } = kit;
const { lotBiddingQueryKey } = await import('@/lib/api/bidding');

const BIDS = '/rest-api/v2/bids';
const field = () => screen.getByLabelText('Your maximum bid (USD)');
const placeBid = () => screen.getByRole('button', { name: 'Place bid' });

async function typeAndSubmit(value: string) {
  fireEvent.change(await screen.findByLabelText('Your maximum bid (USD)'), { target: { value } });
  fireEvent.click(placeBid());
}

const result = (over: Partial<Record<string, unknown>> = {}) =>
  reply(200, {
    data: {
      bidId: 1,
      lotId: kit.LOT,
      maxBid: 2_000,
      currentBid: 1_050,
      minimumBid: 1_100,
      bidCount: 4,
      highBidder: true,
      status: 'high-bidder',
      reserve: 'none',
      reserveMet: false,
      total: null,
      ...over,
    },
  });

beforeEach(() => resetApi());

describe('total cost', () => {
  test('follows the typed maximum at the member tier, beside the next tier up', async () => {
    renderBidBox();
    fireEvent.change(await screen.findByLabelText('Your maximum bid (USD)'), { target: { value: '10000' } });
    const table = screen.getByTestId('total-cost');
    expect(within(table).getByRole('columnheader', { name: 'Starter (yours)' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.getByTestId('total-cost-bid')).toHaveTextContent('$10,000');
    expect(screen.getByTestId('total-cost-buyer-fee')).toHaveTextContent('$900');
    expect(screen.getByTestId('total-cost-documentation-fee')).toHaveTextContent('$95');
    expect(screen.getByTestId('total-cost-other-fees')).toHaveTextContent('$94');
    expect(screen.getByTestId('total-cost-total')).toHaveTextContent('$11,089');
    expect(screen.getByTestId('total-cost-next-buyer-fee')).toHaveTextContent('$600');
    expect(screen.getByTestId('total-cost-next-total')).toHaveTextContent('$10,789');
  });

  test('shows the minimum bid while the field is empty or not an amount', async () => {
    renderBidBox();
    await screen.findByLabelText('Your maximum bid (USD)');
    expect(screen.getByTestId('total-cost-bid')).toHaveTextContent('$1,050');
    fireEvent.change(field(), { target: { value: 'abc' } });
    expect(screen.getByTestId('total-cost-bid')).toHaveTextContent('$1,050');
  });
});

describe('checks before sending', () => {
  test.each([
    ['', 'Enter your maximum bid.'],
    ['12.50', 'Enter a whole number of dollars, for example 1050.'],
    ['500', 'Your maximum bid must be at least $1,050.'],
    ['1060', 'Bids move in steps of $50 at this price. Try $1,100.'],
    ['25000', 'This is over your available buying power of $20,000.'],
    // Under the buying power alone, over it with the buyer fee and the fixed fees that winning would add.
    ['19500', 'This is over your available buying power of $20,000.'],
  ])('"%s" is refused in the form, nothing is sent', async (value, message) => {
    renderBidBox();
    await typeAndSubmit(value);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue(value);
    expect(sent(BIDS)).toHaveLength(0);
  });

  test('over the buying power links to the bidding limit', async () => {
    renderBidBox();
    await typeAndSubmit('$25,000');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Raise your bidding limit' })).toHaveAttribute(
      'href',
      '/myaccount/bidding-limit',
    );
  });

  test('a leading member must raise their own maximum', async () => {
    resetApi({ ...publicState, member: { ...member, maxBid: 1_500, highBidder: true } });
    renderBidBox();
    await typeAndSubmit('1500');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already lead with a maximum of $1,500. A new maximum must be higher.',
    );
  });
});

describe('placing a bid', () => {
  test('sends the maximum with an Idempotency-Key, then shows the lead and clears the field', async () => {
    api.answer = async () => result();
    renderBidBox();
    await typeAndSubmit('2,000');
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Your maximum bid of $2,000 is placed. You are the high bidder.',
    );
    const [request] = sent(BIDS);
    expect(request!.body).toEqual({ lotId: kit.LOT, maxBid: 2_000, locale: 'en' });
    expect(request!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('bid-box-state')).toHaveTextContent('You are the high bidder');
    expect(screen.getByTestId('bid-box-max')).toHaveTextContent('$2,000');
    expect(screen.getByTestId('bid-box-minimum')).toHaveTextContent('$1,100');
    expect(screen.getByTestId('bid-box-count')).toHaveTextContent('4');
    expect(field()).toHaveValue('');
  });

  test('the reserve: its state shows for everyone, and the bid that met it says so', async () => {
    resetApi({ ...publicState, reserve: 'not-met', member });
    api.answer = async () =>
      result({ currentBid: 1_500, minimumBid: 1_550, reserve: 'met', reserveMet: true });
    renderBidBox({ ...publicState, reserve: 'not-met' });
    expect(screen.getByTestId('bid-box-reserve')).toHaveTextContent('Reserve not met');
    await typeAndSubmit('2000');
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Your maximum bid of $2,000 is placed. You are the high bidder. Your bid met the reserve.',
    );
    expect(screen.getByTestId('bid-box-reserve')).toHaveTextContent('Reserve met');
    expect(screen.getByTestId('bid-box-reserve')).toHaveAttribute('data-reserve', 'met');
  });

  test('a retry after a network error reuses the key; the next submission gets a new one', async () => {
    let calls = 0;
    api.answer = async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return result();
    };
    renderBidBox();
    await typeAndSubmit('2000');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(field()).toHaveValue('2000');
    fireEvent.click(placeBid());
    await screen.findByTestId('toast');
    await typeAndSubmit('3000');
    await waitFor(() => expect(sent(BIDS)).toHaveLength(3));
    const [first, retry, next] = sent(BIDS).map((r) => r.headers['idempotency-key']);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  test('409 bid_below_minimum says so with the new minimum, refetched, and keeps the typed value', async () => {
    renderBidBox();
    await screen.findByLabelText('Your maximum bid (USD)');
    const before = kit.biddingFetches();
    api.answer = async () => {
      api.bidding = { ...api.bidding, currentBid: 1_100, minimumBid: 1_150, bidCount: 4 };
      return refusal(409, 'bid_below_minimum');
    };
    await typeAndSubmit('1100');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Another bid came first: the minimum bid is now $1,150.',
      ),
    );
    expect(kit.biddingFetches()).toBe(before + 1);
    expect(screen.getByTestId('bid-box-minimum')).toHaveTextContent('$1,150');
    expect(field()).toHaveValue('1100');
  });

  test.each([
    [refusal(422, 'bid_not_on_increment', { maxBid: 'maxBidNotOnIncrement' }), 'Bids move in steps of $50'],
    [refusal(409, 'max_not_raised'), 'A new maximum must be higher.'],
    [
      refusal(403, 'over_buying_power', { maxBid: 'maxBidOverBuyingPower' }),
      'available buying power of $20,000',
    ],
    [refusal(409, 'lot_not_open'), 'This lot does not take bids now.'],
    [refusal(403, 'membership_not_allowed'), 'Live bidding needs a Starter membership or above.'],
    [refusal(403, 'active_bids_limit'), 'as many lots at once as your membership allows'],
    [refusal(403, 'terms_not_accepted'), 'Accept the current terms and conditions before you bid or buy.'],
    [
      refusal(422, 'invalid_input', { maxBid: 'maxBidTooHigh' }),
      'The highest maximum bid you can set is $1,000,000.',
    ],
    [refusal(422, 'invalid_input', { idempotencyKey: 'idempotencyKeyMissing' }), 'Something went wrong.'],
    [refusal(401, 'unauthorized'), 'Your session has ended.'],
    [refusal(404, 'not_found'), 'This lot no longer exists.'],
    [reply(429, { error: { code: 'rate_limited', message: 'Slow down' } }), 'Too many attempts.'],
  ])('a refusal is explained in the form (%#)', async (response, message) => {
    api.answer = async () => response;
    renderBidBox();
    await typeAndSubmit('2000');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  test('terms_not_accepted links to the terms and back to this lot', async () => {
    api.answer = async () => refusal(403, 'terms_not_accepted');
    renderBidBox();
    await typeAndSubmit('2000');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link')).toHaveAttribute(
      'href',
      `/terms?next=${encodeURIComponent(kit.LOT_PATH)}`,
    );
  });
});

describe('states', () => {
  test('an outbid member sees it, with their maximum and buying power', async () => {
    resetApi({ ...publicState, member: { ...member, maxBid: 1_000, highBidder: false } });
    renderBidBox();
    const state = await screen.findByTestId('bid-box-state');
    await waitFor(() => expect(state).toHaveTextContent('You have been outbid'));
    expect(state).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('bid-box-max')).toHaveTextContent('$1,000');
    expect(screen.getByTestId('bid-box-buying-power')).toHaveTextContent('$20,000');
  });

  test('being outbid while on the page shows once the lot state is invalidated (as a live notice does)', async () => {
    resetApi({ ...publicState, member: { ...member, maxBid: 1_000, highBidder: true } });
    const { client } = renderBidBox();
    const state = await screen.findByTestId('bid-box-state');
    await waitFor(() => expect(state).toHaveTextContent('You are the high bidder'));
    api.bidding = {
      ...api.bidding,
      currentBid: 1_050,
      minimumBid: 1_100,
      member: { ...member, maxBid: 1_000, highBidder: false },
    };
    await act(() => client.invalidateQueries({ queryKey: lotBiddingQueryKey(kit.LOT) }));
    await waitFor(() => expect(state).toHaveTextContent('You have been outbid'));
    expect(screen.getByTestId('bid-box-minimum')).toHaveTextContent('$1,100');
  });

  test('a visitor sees the price, the minimum, Guest figures and the links to sign in or register', async () => {
    resetApi(publicState);
    renderBidBox();
    const signIn = await screen.findByRole('link', { name: 'Sign in to bid' });
    expect(signIn).toHaveAttribute('href', `/login?next=${encodeURIComponent(kit.LOT_PATH)}`);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/online-auto-auctions-register',
    );
    expect(screen.getByTestId('bid-box-current')).toHaveTextContent('$1,000');
    expect(screen.getByTestId('bid-box-minimum')).toHaveTextContent('$1,050');
    expect(screen.getByRole('columnheader', { name: 'Guest' })).toBeInTheDocument();
    expect(screen.getByTestId('total-cost-buyer-fee')).toHaveTextContent('$299');
    expect(screen.getByTestId('total-cost-next-buyer-fee')).toHaveTextContent('$299');
    expect(screen.queryByLabelText('Your maximum bid (USD)')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bid-box-state')).not.toBeInTheDocument();
  });

  test('a member who has not accepted the terms is sent to them', async () => {
    resetApi({ ...publicState, member: { ...member, termsAccepted: false } });
    renderBidBox();
    const link = await screen.findByRole('link', { name: 'Read and accept the terms' });
    expect(link).toHaveAttribute('href', `/terms?next=${encodeURIComponent(kit.LOT_PATH)}`);
    expect(screen.queryByLabelText('Your maximum bid (USD)')).not.toBeInTheDocument();
  });

  test('a Guest on a lot selling live is told live bidding needs Starter', async () => {
    const live = { ...publicState, status: 'on-the-block', live: true };
    resetApi({ ...live, member: { ...member, membershipCode: 'guest' } });
    renderBidBox(live);
    expect(await screen.findByTestId('bid-box-live-guest')).toHaveTextContent(labels.liveGuest);
    expect(screen.getByRole('link', { name: 'Upgrade your membership' })).toHaveAttribute(
      'href',
      '/myaccount/manage-membership',
    );
  });

  test.each([
    [{ status: 'sold', soldFor: 4_200 }, 'Bidding has ended: this lot sold for $4,200.'],
    [{ status: 'bought-now', soldFor: 6_000 }, 'this lot was bought now for $6,000.'],
    [{ status: 'upcoming', saleDate: null }, 'This lot is not yet scheduled for an auction.'],
    [{ status: 'pre-bidding' }, 'Pre-bidding has closed because the sale has started.'],
  ])('a closed lot says why (%o), already in the server render', async (over, message) => {
    const closed = { ...publicState, open: false, ...over };
    resetApi({ ...closed, member });
    renderBidBox(closed);
    expect(screen.getByTestId('bid-box-closed')).toHaveTextContent(message);
    await screen.findByTestId('shipping-widget');
    expect(screen.queryByLabelText('Your maximum bid (USD)')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bid-box-minimum')).not.toBeInTheDocument();
  });

  test('a failed load says so and can be retried', async () => {
    resetApi();
    let fail = true;
    const ok = kit.fetchMock.getMockImplementation()!;
    kit.fetchMock.mockImplementation(async (input, init) => {
      if (fail) return reply(404, { error: { code: 'not_found', message: 'gone' } });
      return ok(input, init);
    });
    renderBidBox();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByLabelText('Your maximum bid (USD)')).toBeInTheDocument();
    kit.fetchMock.mockImplementation(ok);
  });
});
