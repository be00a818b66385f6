import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';

// ES modules: the kit mocks next/navigation before it imports the bid box.
const kit = await import('@/test/kits/bid-box-test-kit');
const { api, member, publicState, refusal, renderBidBox, reply, resetApi, sent } = kit;

const OFFERS = '/rest-api/v2/account/offers';
const buyable = { ...publicState, buyItNow: 8_000, buyNowOpen: true };

beforeEach(() => resetApi({ ...buyable, member }));

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
  return screen.getByRole('group', { name: 'Offer less than the buy-it-now price' });
}

function offerOf(form: HTMLElement, amount: string) {
  fireEvent.change(within(form).getByLabelText('Your offer (USD)'), { target: { value: amount } });
  fireEvent.click(within(form).getByRole('button', { name: 'Send the offer' }));
}

test('a member opens the form (focus on the amount), sends an offer with an Idempotency-Key and is told', async () => {
  api.answer = async () =>
    reply(200, {
      data: {
        id: 11,
        lotId: kit.LOT,
        kind: 'offer',
        state: 'open',
        title: '2018 Honda Accord',
        path: kit.LOT_PATH,
        image: '',
        amount: 6_500,
        counter: null,
        expiresAt: null,
        buyItNow: 8_000,
        timeZone: 'America/Chicago',
        createdAt: '2029-03-05T15:00:00.000Z',
      },
    });
  const { container } = renderBidBox(buyable);
  const form = await openForm();
  expect(screen.getByRole('button', { name: 'Make an offer' })).toHaveAttribute('aria-expanded', 'true');
  expect(within(form).getByLabelText('Your offer (USD)')).toHaveFocus();
  expect(form).toHaveTextContent('At least $25 and below $8,000.');
  expect((await axe.run(container)).violations).toEqual([]);

  offerOf(form, '$6,500');
  const done = await screen.findByTestId('make-offer-sent');
  expect(done).toHaveTextContent('Your offer of $6,500 was sent.');
  const [request] = sent(OFFERS);
  expect(request!.body).toEqual({ lotId: kit.LOT, amount: 6_500, locale: 'en' });
  expect(request!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
});

test('the amount is checked before sending: present, whole, at least $25 and below the price', async () => {
  renderBidBox(buyable);
  const form = await openForm();
  for (const [typed, text] of [
    ['', 'Enter your offer.'],
    ['12.50', 'Enter a whole number of dollars.'],
    ['20', 'An offer is at least $25.'],
    ['8000', 'An offer is below the buy-it-now price of $8,000; at that price, buy it now.'],
  ] as const) {
    offerOf(form, typed);
    expect(within(form).getByRole('alert')).toHaveTextContent(text);
    expect(within(form).getByLabelText('Your offer (USD)')).toHaveAttribute('aria-invalid', 'true');
  }
  expect(sent(OFFERS)).toHaveLength(0);
});

test('the server’s refusals say why; Cancel closes the form and gives the focus back', async () => {
  const answers = [
    refusal(409, 'offer_exists'),
    refusal(403, 'over_buying_power', { amount: 'offerOverBuyingPower' }),
    refusal(403, 'id_not_verified'),
  ];
  api.answer = async () => answers.shift()!;
  renderBidBox(buyable);
  const form = await openForm();
  offerOf(form, '5000');
  expect(await within(form).findByText(/You have an open offer on this lot already/)).toHaveAttribute(
    'role',
    'alert',
  );
  offerOf(form, '7000');
  expect(await within(form).findByText(/This offer with the fees is over your available buying power/)).toBe(
    within(form).getByRole('alert'),
  );
  offerOf(form, '3000');
  expect(
    await within(form).findByText(
      'Until your id is approved you may offer up to $2,500. Upload your id under My account, Documents.',
    ),
  ).toBe(within(form).getByRole('alert'));
  fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(
    screen.queryByRole('group', { name: 'Offer less than the buy-it-now price' }),
  ).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Make an offer' })).toHaveFocus();
});

test('no offer where buy it now is closed or for a visitor', async () => {
  resetApi({ ...publicState, member });
  renderBidBox(publicState);
  await screen.findByLabelText('Your maximum bid (USD)');
  expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
});
