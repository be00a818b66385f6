/**
 * Web push (issue 26 §5): the browser's subscription as PushSubscription.toJSON() gives it (POST and DELETE
 * /rest-api/v2/account/push/subscriptions) and the kinds the member opts in to (PUT /rest-api/v2/account/push).
 * Messages are keys of the Push.errors namespace.
 */
import * as z from 'zod/mini';
import { LOCALES } from '@/lib/domain/locales';
import { PUSH_KINDS } from '@/lib/domain/push-kinds';

/** Endpoints of the real push services are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 2_048;

/** Unpadded (or padded) base64url that decodes to exactly `bytes` bytes; `first` the first byte when it is fixed. */
function base64urlOf(bytes: number, first?: number) {
  return z.string('keyInvalid').check(
    z.refine((text) => {
      if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text) || text.length > 128) return false;
      const decoded = Buffer.from(text.replace(/=+$/, ''), 'base64url');
      return decoded.length === bytes && (first === undefined || decoded[0] === first);
    }, 'keyInvalid'),
  );
}

const endpoint = z.string('endpointInvalid').check(
  z.maxLength(PUSH_ENDPOINT_MAX, 'endpointInvalid'),
  z.refine((text) => URL.canParse(text) && text.startsWith('https://'), 'endpointInvalid'),
);

export const pushSubscriptionSchema = z.object({
  endpoint,
  /** Browsers send it (null when the subscription does not expire); not kept: a push service's 404/410 decides. */
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes, 0x04 first). */
      p256dh: base64urlOf(65, 0x04),
      /** The 16-byte authentication secret. */
      auth: base64urlOf(16),
    },
    'keysRequired',
  ),
  /** The language the browser's notifications are written in (default: the member's page language, else English). */
  locale: z.optional(z.enum(LOCALES, 'localeInvalid')),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint });

export const pushKindsSchema = z.object({
  kinds: z
    .array(z.enum(PUSH_KINDS, 'kindInvalid'), 'kindsRequired')
    .check(z.maxLength(PUSH_KINDS.length * 2, 'kindsRequired')),
});
