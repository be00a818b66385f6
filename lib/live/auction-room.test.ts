import { auctionRoomId, MAX_SUBSCRIPTIONS, parseSubscription } from './auction-room';

describe('auction rooms', () => {
  test('room ids are lower case', () => {
    expect(auctionRoomId(512, 'A')).toBe('iaa-512-a');
  });

  test('comma-joined and array subscriptions', () => {
    expect(parseSubscription('iaa-512-a,iaa-512-b')).toEqual({ ok: true, rooms: ['iaa-512-a', 'iaa-512-b'] });
    expect(parseSubscription(['iaa-1-a', 'iaa-1-a'])).toEqual({ ok: true, rooms: ['iaa-1-a'] });
  });

  test('malformed subscriptions are refused with a message', () => {
    for (const bad of [undefined, null, 42, {}, '', ',', 'IAA-512-A', 'iaa-x-a', 'copart-1-a', [1, 2]]) {
      const result = parseSubscription(bad);
      expect(result.ok).toBe(false);
    }
    const many = Array.from({ length: MAX_SUBSCRIPTIONS + 1 }, (_, i) => `iaa-${i}-a`).join(',');
    expect(parseSubscription(many)).toMatchObject({ ok: false });
  });
});
