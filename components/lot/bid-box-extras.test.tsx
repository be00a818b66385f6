import { fireEvent, screen, waitFor, within } from '@testing-library/react';

// ES modules: the kit mocks next/navigation before it imports the bid box.
const kit = await import('@/test/kits/bid-box-test-kit');
const { api, member, publicState, refusal, renderBidBox, reply, resetApi, sent } = kit;

const BUY_NOW = '/rest-api/v2/buy-now';
const WIDGET = '/rest-api/v2/shipping/widget-state';
const buyable = { ...publicState, buyItNow: 8_000, buyNowOpen: true };

function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => resetApi({ ...buyable, member }));

describe('buy it now', () => {
  test('asks first with the total at the member tier, then buys with an Idempotency-Key', async () => {
    api.answer = async () => {
      api.bidding = {
        ...buyable,
        open: false,
        buyNowOpen: false,
        status: 'bought-now',
        soldFor: 8_000,
        member,
      };
      return reply(200, {
        data: {
          lotId: kit.LOT,
          price: 8_000,
          buyerFee: 720,
          documentationFee: 95,
          otherFees: 94,
          total: 8_909,
          dueAt: '2030-01-15T12:00:00.000Z',
          status: 'bought-now',
        },
      });
    };
    renderBidBox(buyable);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it now for $8,000' }));
    const confirm = screen.getByRole('group', { name: 'Buy this lot now for $8,000?' });
    expect(within(confirm).getByTestId('buy-now-buyer-fee')).toHaveTextContent('$720');
    expect(within(confirm).getByTestId('buy-now-total')).toHaveTextContent('$8,909');
    expect(sent(BUY_NOW)).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm purchase' }));
    const receipt = await screen.findByTestId('buy-now-receipt');
    expect(receipt).toHaveTextContent('You bought this lot for $8,000.');
    expect(receipt).toHaveTextContent('Total with fees: $8,909.');
    expect(receipt).toHaveTextContent('Payment is due by January 15, 2030.');
    const [request] = sent(BUY_NOW);
    expect(request!.body).toEqual({ lotId: kit.LOT, locale: 'en' });
    expect(request!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The refetched state has the lot closed: no more buy button or bid form.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Buy it now/ })).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Your maximum bid (USD)')).not.toBeInTheDocument();
  });

  test('a refusal is explained in the confirmation; cancel closes it', async () => {
    api.answer = async () => refusal(409, 'buy_now_unavailable');
    renderBidBox(buyable);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy it now for $8,000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This lot can no longer be bought now');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Buy this lot now for $8,000?' })).not.toBeInTheDocument();
  });

  test('is not offered to visitors or when closed', async () => {
    resetApi(buyable);
    renderBidBox(buyable);
    await screen.findByRole('link', { name: 'Sign in to bid' });
    expect(screen.queryByRole('button', { name: /Buy it now/ })).not.toBeInTheDocument();
  });
});

describe('shipping widget', () => {
  test('a visitor sees the partner link in a new tab, without Hide', async () => {
    resetApi(publicState);
    renderBidBox();
    const widget = await screen.findByTestId('shipping-widget');
    const link = within(widget).getByRole('link', { name: /Get a quote from our shipping partner/ });
    expect(link).toHaveAttribute('href', 'https://haul.example.com/quote');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(widget).queryByRole('button')).not.toBeInTheDocument();
  });

  test('Hide hides at once and is saved; Show brings it back', async () => {
    resetApi({ ...publicState, member });
    api.answer = async (_path, init) => reply(200, { data: JSON.parse(String(init.body)) });
    renderBidBox();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    const show = await screen.findByRole('button', { name: 'Show shipping quote' });
    expect(screen.queryByTestId('shipping-widget')).not.toBeInTheDocument();
    await waitFor(() => expect(show).toHaveFocus());
    fireEvent.click(show);
    expect(await screen.findByTestId('shipping-widget')).toBeInTheDocument();
    expect(sent(WIDGET).map((r) => r.body)).toEqual([{ enabled: false }, { enabled: true }]);
  });

  test('a refused change rolls back with an error toast', async () => {
    resetApi({ ...publicState, member });
    const answer = deferred();
    api.answer = () => answer.promise;
    renderBidBox();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    expect(await screen.findByRole('button', { name: 'Show shipping quote' })).toBeInTheDocument();
    answer.resolve(reply(500, { error: { code: 'internal_error', message: 'Something went wrong.' } }));
    expect(await screen.findByTestId('shipping-widget')).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Your choice could not be saved.');
  });

  test('a member who hid it sees only the Show button', async () => {
    resetApi({ ...publicState, member: { ...member, shippingWidgetEnabled: false } });
    renderBidBox();
    expect(await screen.findByRole('button', { name: 'Show shipping quote' })).toBeInTheDocument();
    expect(screen.queryByTestId('shipping-widget')).not.toBeInTheDocument();
  });
});

test('until the member part arrives, the public state shows with a loading line and no visitor links', async () => {
  const pending = deferred();
  kit.fetchMock.mockImplementationOnce(() => pending.promise);
  renderBidBox();
  expect(screen.getByTestId('bid-box-minimum')).toHaveTextContent('$1,050');
  expect(screen.getByText('Loading your bidding details…')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign in to bid' })).not.toBeInTheDocument();
  pending.resolve(reply(200, { data: { ...publicState, member } }));
  expect(await screen.findByLabelText('Your maximum bid (USD)')).toBeInTheDocument();
});
