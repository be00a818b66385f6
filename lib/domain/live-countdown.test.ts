import { clockOffsetMs, countdownSeconds, liveRemainingMs } from './live-countdown';

const serverTime = '2030-01-10T15:00:07.500Z';
const endsAt = '2030-01-10T15:00:17.500Z';
const serverMs = Date.parse(serverTime);

describe('the live countdown', () => {
  test('a client clock in step with the server shows the server remaining time', () => {
    const offset = clockOffsetMs(serverTime, serverMs);
    expect(offset).toBe(0);
    expect(liveRemainingMs(endsAt, offset, serverMs)).toBe(10_000);
    expect(liveRemainingMs(endsAt, offset, serverMs + 4_000)).toBe(6_000);
  });
  test('a client clock five minutes slow changes nothing', () => {
    const local = serverMs - 300_000;
    const offset = clockOffsetMs(serverTime, local);
    expect(offset).toBe(300_000);
    expect(liveRemainingMs(endsAt, offset, local + 2_500)).toBe(7_500);
  });
  test('a client clock an hour fast changes nothing', () => {
    const local = serverMs + 3_600_000;
    expect(liveRemainingMs(endsAt, clockOffsetMs(serverTime, local), local + 1_000)).toBe(9_000);
  });
  test('a clock that drifts is corrected by the next message', () => {
    const first = clockOffsetMs(serverTime, serverMs);
    // 20 s later the local clock ran 2 s ahead; the next event re-reads the offset.
    const later = clockOffsetMs('2030-01-10T15:00:27.500Z', serverMs + 22_000);
    expect(later - first).toBe(-2_000);
    expect(liveRemainingMs('2030-01-10T15:00:37.500Z', later, serverMs + 22_000)).toBe(10_000);
  });
  test('never below zero; nothing without a deadline or with a bad one', () => {
    expect(liveRemainingMs(endsAt, 0, serverMs + 60_000)).toBe(0);
    expect(liveRemainingMs(null, 0, serverMs)).toBe(0);
    expect(liveRemainingMs('not a time', 0, serverMs)).toBe(0);
    expect(clockOffsetMs('not a time', serverMs)).toBe(0);
  });
  test('whole seconds round up until the end', () => {
    expect(countdownSeconds(9_001)).toBe(10);
    expect(countdownSeconds(1)).toBe(1);
    expect(countdownSeconds(0)).toBe(0);
    expect(countdownSeconds(-5)).toBe(0);
  });
});
