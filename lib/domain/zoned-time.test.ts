import { timeZoneOffsetMinutes, zonedTimeToUtc } from './zoned-time';

describe('zoned time', () => {
  test('offsets in winter and summer', () => {
    expect(timeZoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(timeZoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(timeZoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'America/Phoenix')).toBe(-420);
    expect(timeZoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  test('10:00 local becomes the right UTC instant', () => {
    const at = { year: 2026, month: 11, day: 23, hour: 10, minute: 0 };
    expect(zonedTimeToUtc(at, 'America/Chicago').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(zonedTimeToUtc(at, 'Pacific/Honolulu').toISOString()).toBe('2026-11-23T20:00:00.000Z');
    expect(zonedTimeToUtc({ ...at, month: 6 }, 'America/Los_Angeles').toISOString()).toBe(
      '2026-06-23T17:00:00.000Z',
    );
  });

  test('across the spring-forward gap', () => {
    // 2026-03-08 02:30 does not exist in New York; it resolves within the hour after the gap.
    const instant = zonedTimeToUtc({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York');
    expect(['2026-03-08T06:30:00.000Z', '2026-03-08T07:30:00.000Z']).toContain(instant.toISOString());
  });
});
