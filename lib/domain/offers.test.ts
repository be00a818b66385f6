import { cents } from './money';
import { counterDeadline, counterOpen, counterProblem, offerAmountProblem } from './offers';

test('a counter lapses two business days later at the same time, weekends skipped', () => {
  // Monday -> Wednesday; Thursday -> Monday; Saturday -> Tuesday (the first business day counts as the first step).
  expect(counterDeadline(new Date('2029-03-05T15:00:00Z'))).toEqual(new Date('2029-03-07T15:00:00Z'));
  expect(counterDeadline(new Date('2029-03-08T09:30:00Z'))).toEqual(new Date('2029-03-12T09:30:00Z'));
  expect(counterDeadline(new Date('2029-03-10T12:00:00Z'))).toEqual(new Date('2029-03-13T12:00:00Z'));
});

test('a counter may be accepted until its deadline, not at it', () => {
  const deadline = new Date('2029-03-07T15:00:00Z');
  expect(counterOpen(deadline, new Date(deadline.getTime() - 1))).toBe(true);
  expect(counterOpen(deadline, deadline)).toBe(false);
});

test('an offer is at least the opening bid ($25) and below the buy-it-now price', () => {
  const bin = cents(400_000);
  expect(offerAmountProblem(cents(2_400), bin)).toBe('offerBelowOpeningBid');
  expect(offerAmountProblem(cents(2_500), bin)).toBeNull();
  expect(offerAmountProblem(cents(399_900), bin)).toBeNull();
  expect(offerAmountProblem(bin, bin)).toBe('offerNotBelowBuyNow');
});

test('a counter asks more than the buyer, and at most the buy-it-now price when there is one', () => {
  const buyerPrice = cents(250_000);
  expect(counterProblem(buyerPrice, { buyerPrice, buyItNow: null })).toBe('counterNotAbove');
  expect(counterProblem(cents(250_100), { buyerPrice, buyItNow: null })).toBeNull();
  expect(counterProblem(cents(9_000_000), { buyerPrice, buyItNow: null })).toBeNull();
  expect(counterProblem(cents(400_000), { buyerPrice, buyItNow: cents(400_000) })).toBeNull();
  expect(counterProblem(cents(400_100), { buyerPrice, buyItNow: cents(400_000) })).toBe('counterAboveBuyNow');
});
