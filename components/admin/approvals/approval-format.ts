import type { ApprovalWaiting } from '@/lib/schemas/approvals';
import type { OfferKind, OfferState } from '@/lib/domain/offers';

/** A time as the console writes it: date and time in `timeZone` (the branch's, or UTC), with the zone's name. */
export function consoleTime(iso: string | null, timeZone = 'UTC'): string {
  if (iso === null) return '—';
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  })
    .format(new Date(iso))
    .replace(/\u202f/g, ' ');
}

/** How long something has waited, as the console lists it: minutes, hours or days (whole, rounded down). */
export function age(sinceIso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(sinceIso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

export const KIND_NAMES: Readonly<Record<OfferKind, string>> = {
  'high-bid': 'High bid on approval',
  offer: 'Offer below buy it now',
};

export const WAITING_NAMES: Readonly<Record<ApprovalWaiting, string>> = {
  seller: 'Waits for the seller',
  buyer: 'Counter waits for the buyer',
};

export const OFFER_STATE_NAMES: Readonly<Record<OfferState, string>> = {
  open: 'Open',
  countered: 'Countered',
  accepted: 'Accepted',
  rejected: 'Rejected',
  declined: 'Declined by the buyer',
  expired: 'Counter lapsed',
  lapsed: 'Lapsed (lot sold or sale began)',
};
