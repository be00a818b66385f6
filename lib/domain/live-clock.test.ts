import { clockStep, deadlineAfterBid, remainingMs, resumedDeadline } from './live-clock';

const settings = { firstCountdownMs: 20_000, bidCountdownMs: 10_000 };
const at = (s: number) => new Date(Date.UTC(2030, 0, 1, 15, 0, s));

describe('deadline after a live bid', () => {
  test('resets to the bid countdown from the bid', () => {
    expect(deadlineAfterBid(at(12), at(10), settings)).toEqual(at(20));
  });
  test('never shortens a longer deadline (a bid early in the first countdown)', () => {
    expect(deadlineAfterBid(at(20), at(2), settings)).toEqual(at(20));
  });
  test('a lot without a deadline gets one', () => {
    expect(deadlineAfterBid(null, at(5), settings)).toEqual(at(15));
  });
});

describe('the resume rule', () => {
  test('a deadline that passed while no clock ran gets a fresh first countdown from now', () => {
    expect(resumedDeadline(at(10), at(40), settings)).toEqual(at(60));
  });
  test('a deadline at exactly now counts as passed', () => {
    expect(resumedDeadline(at(40), at(40), settings)).toEqual(at(60));
  });
  test('a deadline still ahead is kept', () => {
    expect(resumedDeadline(at(45), at(40), settings)).toBeNull();
  });
  test('a live lane without a deadline gets one', () => {
    expect(resumedDeadline(null, at(0), settings)).toEqual(at(20));
  });
});

describe('the clock step', () => {
  const base = { status: 'live' as const, startsAt: at(0), currentLotId: 7, countdownEndsAt: at(30) };
  test('a scheduled auction waits for its start, then starts', () => {
    expect(clockStep({ ...base, status: 'scheduled', currentLotId: null }, at(-5))).toEqual({
      action: 'wait',
      until: at(0),
    });
    expect(clockStep({ ...base, status: 'scheduled', currentLotId: null }, at(0))).toEqual({
      action: 'start',
    });
  });
  test('a lot on the block waits for its deadline, then ends', () => {
    expect(clockStep(base, at(29))).toEqual({ action: 'wait', until: at(30) });
    expect(clockStep(base, at(30))).toEqual({ action: 'end-lot', lotId: 7 });
  });
  test('a live auction without a lot on the block brings the next one', () => {
    expect(clockStep({ ...base, currentLotId: null, countdownEndsAt: null }, at(1))).toEqual({
      action: 'next-lot',
    });
  });
  test('an ended auction is done', () => {
    expect(clockStep({ ...base, status: 'ended' }, at(1))).toEqual({ action: 'done' });
  });
  test('a paused lane neither ends its lot nor brings another, whatever the time', () => {
    const paused = { ...base, countdownEndsAt: null, paused: true };
    expect(clockStep(paused, at(29))).toEqual({ action: 'paused' });
    expect(clockStep(paused, at(3_600))).toEqual({ action: 'paused' });
    expect(clockStep({ ...paused, currentLotId: null }, at(1))).toEqual({ action: 'paused' });
    // A pause left on an ended auction changes nothing: it is done.
    expect(clockStep({ ...paused, status: 'ended' }, at(1))).toEqual({ action: 'done' });
  });
});

test('remaining time never goes below zero', () => {
  expect(remainingMs(at(30), at(25))).toBe(5_000);
  expect(remainingMs(at(30), at(35))).toBe(0);
  expect(remainingMs(null, at(35))).toBe(0);
});
