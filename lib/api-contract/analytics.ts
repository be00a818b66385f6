import { analyticsEventSchema } from '@/lib/schemas/analytics';
import type { Operation } from './operation';
import { constant, object } from './shapes';

/** The analytics beacon (SPEC §3/§7): outside /rest-api, as the browser's tracker calls it. */
export const analyticsOperations: Operation[] = [
  {
    method: 'post',
    path: '/event/v1/track',
    tag: 'Analytics',
    summary: 'Store one analytics event',
    description:
      'Rate-limited per client address; the body is capped at 16 KB while it streams. A `client_id` of `f` ' +
      '(tracking off) is a 422 naming client_id.',
    access: 'public',
    body: { json: analyticsEventSchema },
    success: { status: 202, description: 'Stored.', data: object({ stored: constant(true) }) },
    errors: { 429: true },
  },
];
