import { PUSH_KINDS } from '@/lib/domain/push-kinds';
import { pushKindsSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@/lib/schemas/push';
import type { Operation } from './operation';
import { arrayOf, int, object, oneOf, str } from './shapes';

const tag = 'Notifications';

const settings = object(
  {
    publicKey: { ...str, description: 'The VAPID public key (base64url) to pass to PushManager.subscribe.' },
    kinds: arrayOf(oneOf(...PUSH_KINDS)),
    subscriptions: { ...int, description: 'How many browsers the member receives notifications on.' },
  },
  { description: 'PushSettings (lib/server/push/push-subscriptions.ts).' },
);

/** Web push (issue 26 §5): the member's choice of kinds and their browsers' subscriptions. */
export const pushOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/account/push',
    tag,
    summary: 'The push key, the kinds of notification chosen and how many browsers are subscribed',
    access: 'member',
    success: { description: 'The settings.', data: settings },
  },
  {
    method: 'put',
    path: '/rest-api/v2/account/push',
    tag,
    summary: 'Choose the kinds of notification pushed: outbid, on-the-block, results, saved-search',
    description:
      'Replaces the former choice. `on-the-block`: a watched lot is expected on the block within 10 minutes. ' +
      '`results`: won, a bid waiting on approval, an offer or counter-offer answered. `saved-search`: new lots for ' +
      'a saved search, with the daily digest (at most once a day).',
    access: 'member',
    body: { json: pushKindsSchema },
    success: { description: 'The settings.', data: settings },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/push/subscriptions',
    tag,
    summary: 'Keep this browser’s push subscription (PushSubscription.toJSON(), with the locale to write in)',
    description:
      'The endpoint must be on a browser push service (FCM, Mozilla, Apple, WNS): any other is a 422 ' +
      '`endpointNotAllowed`. An endpoint another member subscribed before becomes this member’s. A member keeps ' +
      'at most 10 browsers; a new one beyond that replaces the oldest. Subscriptions the push service answers 404 ' +
      'or 410 for are deleted when a notice is sent.',
    access: 'member',
    body: { json: pushSubscriptionSchema },
    success: { description: 'The settings.', data: settings },
  },
  {
    method: 'delete',
    path: '/rest-api/v2/account/push/subscriptions',
    tag,
    summary: 'Stop pushing to this browser',
    access: 'member',
    body: { json: pushUnsubscribeSchema },
    success: { description: 'The settings.', data: settings },
  },
];
