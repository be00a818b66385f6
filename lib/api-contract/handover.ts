import { handoverViewSchema } from '@/lib/schemas/handover';
import { lotIdParam } from '@/lib/schemas/watchlist';
import type { Operation } from './operation';

const tag = 'Transactions';
const lotId = { schema: lotIdParam, description: 'The lot id: 9 digits.' };

/** The buyer's side of the handover (issue 24 §6): the title, the pickup, storage and the gate pass. */
export const handoverOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/account/purchases/{lotId}/handover',
    tag,
    summary: 'A purchase after the hammer: title progress, the yard, the last free day, storage and delays',
    description: 'Anyone else’s purchase (or a lot nobody bought) is a 404.',
    access: 'member',
    params: { lotId },
    success: { description: 'The handover.', data: handoverViewSchema },
    errors: { 404: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/account/purchases/{lotId}/gate-pass',
    tag,
    summary: 'The gate pass of a paid purchase (PDF with a QR code of its code)',
    description:
      'The yard’s address and hours and the last free day; a download (attachment), never cached. Anyone else’s ' +
      'purchase is a 404; an unpaid lot 409 not_paid; a vehicle already collected 409 already_picked_up.',
    access: 'member',
    params: { lotId },
    success: {
      description: 'The PDF.',
      media: { type: 'application/pdf', schema: { type: 'string', contentMediaType: 'application/pdf' } },
    },
    errors: { 404: true, 409: ['not_paid', 'already_picked_up'] },
  },
];
