import { liveInvitation, type InvitationLot } from './live-invitation';
import { sameZonedDay, zonedDay } from './zoned-time';

const CHICAGO = 'America/Chicago';
const lot = (over: Partial<InvitationLot> = {}): InvitationLot => ({
  status: 'pre-bidding',
  saleDate: new Date('2030-01-10T16:00:00Z'), // 10:00 in Chicago
  auctionId: 7,
  lane: 'A',
  timeZone: CHICAGO,
  ...over,
});

describe('the day at a branch', () => {
  test('is the branch zone’s calendar day, not UTC’s', () => {
    // 03:00 UTC on the 11th is still the evening of the 10th in Chicago.
    expect(zonedDay(new Date('2030-01-11T03:00:00Z'), CHICAGO)).toBe('2030-01-10');
    expect(zonedDay(new Date('2030-01-11T03:00:00Z'), 'UTC')).toBe('2030-01-11');
    expect(sameZonedDay(new Date('2030-01-10T16:00:00Z'), new Date('2030-01-11T03:00:00Z'), CHICAGO)).toBe(
      true,
    );
    expect(sameZonedDay(new Date('2030-01-10T16:00:00Z'), new Date('2030-01-11T07:00:00Z'), CHICAGO)).toBe(
      false,
    );
  });
});

describe('what a lot page offers toward the live sale', () => {
  const morning = new Date('2030-01-10T14:00:00Z'); // 08:00 in Chicago, the sale at 10:00
  test('a lot on the block in a live lane: watch it live', () => {
    expect(liveInvitation(lot({ status: 'on-the-block' }), true, morning)).toBe('watch');
  });
  test('a lot still to come in a live lane: join the live auction', () => {
    expect(liveInvitation(lot(), true, morning)).toBe('join');
  });
  test('a lot selling later today: join the live auction', () => {
    expect(liveInvitation(lot(), false, morning)).toBe('join');
    // Late in the evening in Chicago, already the next day in UTC: still the sale's day there.
    expect(liveInvitation(lot({ saleDate: new Date('2030-01-11T02:00:00Z') }), false, morning)).toBe('join');
  });
  test('a lot selling another day, outside any lane, sold already or not in the runlist: nothing', () => {
    expect(liveInvitation(lot(), false, new Date('2030-01-09T14:00:00Z'))).toBeNull();
    expect(liveInvitation(lot({ auctionId: null }), false, morning)).toBeNull();
    expect(liveInvitation(lot({ lane: null }), true, morning)).toBeNull();
    expect(liveInvitation(lot({ status: 'sold' }), true, morning)).toBeNull();
    expect(liveInvitation(lot({ status: 'upcoming' }), false, morning)).toBeNull();
    expect(liveInvitation(lot({ saleDate: null }), false, morning)).toBeNull();
  });
});
