import { fireEvent, render, screen, within } from '@testing-library/react';
import { ApiRequestError } from '@/lib/api/fetcher';
import { ZERO_CENTS } from '@/lib/domain/money';
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };
import pl from '@/messages/pl.json' with { type: 'json' };
import ru from '@/messages/ru.json' with { type: 'json' };
import { rawOf } from '@/test/kits/bidding-fixtures';

// ES modules: the kit mocks next/navigation before it imports the bid box.
const kit = await import('@/test/kits/bid-box-test-kit');
const { api, member, publicState, refusal, renderBidBox, resetApi } = kit;
const { bidBoxLabels } = await import('./bid-box-labels');
const { BidProblemMessage } = await import('./bid-problem-message');
const { refusalProblem } = await import('./bid-refusal');

/** Issue 24 §4: a bid or a purchase over $2,500 without an approved id is a 403 id_not_verified. */
beforeEach(() => resetApi({ ...publicState, member }));

test('a bid over the cap is explained, with the link to upload the id', async () => {
  api.answer = async () => refusal(403, 'id_not_verified');
  renderBidBox();
  fireEvent.change(await screen.findByLabelText('Your maximum bid (USD)'), { target: { value: '3000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Place bid' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Until your id is approved you may bid and buy it now up to $2,500.');
  expect(within(alert).getByRole('link', { name: 'Upload your id' })).toHaveAttribute(
    'href',
    '/myaccount/documents',
  );
});

test('buying now over the cap is explained in the confirmation the same way', async () => {
  const buyable = { ...publicState, buyItNow: 8_000, buyNowOpen: true };
  resetApi({ ...buyable, member });
  api.answer = async () => refusal(403, 'id_not_verified');
  renderBidBox(buyable);
  fireEvent.click(await screen.findByRole('button', { name: 'Buy it now for $8,000' }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('up to $2,500');
  expect(within(alert).getByRole('link', { name: 'Upload your id' })).toBeInTheDocument();
});

test.each([
  ['en', en],
  ['es', es],
  ['ru', ru],
  ['pl', pl],
  ['ar', ar],
] as const)('%s: the explanation names $2,500 and links to the documents page', (_locale, messages) => {
  const labels = bidBoxLabels({ raw: rawOf(messages.BidBox) });
  const body = { error: { code: 'id_not_verified', message: 'refused' } };
  const problem = refusalProblem(new ApiRequestError('refused', 403, body));
  expect(problem).toEqual({ key: 'idNotVerified' });
  render(
    <BidProblemMessage
      id="problem"
      problem={problem}
      labels={labels}
      context={{ minimumCents: ZERO_CENTS, availableCents: null, maxBidCents: null }}
    />,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(messages.BidBox.errors.idNotVerified.replace('{cap}', '$2,500'));
  expect(within(alert).getByRole('link', { name: messages.BidBox.errors.uploadId })).toHaveAttribute(
    'href',
    '/myaccount/documents',
  );
});
