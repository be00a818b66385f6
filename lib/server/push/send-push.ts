import 'server-only';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { eq, inArray, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import { getDb } from '@/lib/db/database';
import { members, pushSubscriptions } from '@/lib/db/schema';
import { isLocale, isRtl, type Locale } from '@/lib/domain/locales';
import {
  isAllowedPushEndpoint,
  PUSH_TTL_SECONDS,
  type PushKind,
  type PushMessage,
} from '@/lib/domain/push-kinds';
import { env } from '@/lib/env';
import { localizedPath } from '@/lib/i18n/localized-path';
import { logger } from '@/lib/log';
import { outgoingTranslator } from '../notifications/mail-texts';
import { removeExpiredSubscriptions } from './push-subscriptions';
import { vapidKeys } from './vapid-keys';

const log = logger('push');

/** A push service that does not answer within this long is given up on for this notice. */
const SEND_TIMEOUT_MS = 10_000;

/** What to tell a member: the Push namespace's `${key}Title` and `${key}Body` filled with `values`. */
export interface PushNotice {
  kind: PushKind;
  key: string;
  values: Readonly<Record<string, string>>;
  /** The site path one click opens (unlocalized: each browser gets it in its own language). */
  path: string;
  /** A newer notice with the same tag replaces the older one on the screen (one per lot and kind). */
  tag: string;
}

export interface PushOutcome {
  sent: number;
  /** Subscriptions the push service called gone (404 or 410), now deleted. */
  removed: number;
  failed: number;
}

let agent: { ca: string | undefined; agent: Agent } | undefined;

/**
 * One keep-alive agent for the push services (a busy sale sends many notices to the same few hosts). PUSH_SERVICE_CA
 * adds a certificate authority to the usual ones: the tests' local push service has a self-signed certificate.
 */
function pushAgent(): Agent {
  const ca = env().PUSH_SERVICE_CA;
  if (agent && agent.ca === ca) return agent.agent;
  agent?.agent.destroy();
  const extra = ca === undefined ? [] : [readFileSync(ca, 'utf8')];
  const made = new Agent({ keepAlive: true, maxSockets: 16, ca: [...rootCertificates, ...extra] });
  agent = { ca, agent: made };
  return made;
}

async function messageFor(notice: PushNotice, locale: Locale): Promise<PushMessage> {
  const t = await outgoingTranslator(locale, 'Push');
  return {
    title: t(`${notice.key}Title`, notice.values),
    body: t(`${notice.key}Body`, notice.values),
    url: localizedPath(notice.path, locale),
    tag: notice.tag,
    kind: notice.kind,
    lang: locale,
    dir: isRtl(locale) ? 'rtl' : 'ltr',
  };
}

/**
 * Send a notice to every browser of a member who opted in to its kind, each in the language it subscribed in; nothing
 * when the member did not. Subscriptions the push service answers 404 or 410 for are deleted; any other failure is
 * logged and the rest still go. Never throws for a push service's answer.
 */
export async function pushToMember(memberId: string, notice: PushNotice): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  const db = await getDb();
  const targets = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      locale: pushSubscriptions.locale,
    })
    .from(pushSubscriptions)
    .innerJoin(members, eq(members.id, pushSubscriptions.memberId))
    .where(sql`${pushSubscriptions.memberId} = ${memberId} and ${notice.kind} = any(${members.pushKinds})`);
  if (targets.length === 0) return outcome;
  const keys = vapidKeys();
  const allowed = env().PUSH_SERVICE_HOSTS;
  const gone: number[] = [];
  const delivered: number[] = [];
  for (const target of targets) {
    if (!isAllowedPushEndpoint(target.endpoint, allowed)) continue;
    const message = await messageFor(notice, isLocale(target.locale) ? target.locale : 'en');
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: keys,
          TTL: PUSH_TTL_SECONDS[notice.kind],
          urgency: notice.kind === 'saved-search' ? 'normal' : 'high',
          timeout: SEND_TIMEOUT_MS,
          agent: pushAgent(),
        },
      );
      delivered.push(target.id);
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        gone.push(target.id);
      } else {
        outcome.failed += 1;
        const status = error instanceof WebPushError ? ` (${error.statusCode})` : '';
        log.warn(`push to subscription ${target.id} failed${status}`, error);
      }
    }
  }
  await removeExpiredSubscriptions(gone);
  if (delivered.length > 0) {
    await db
      .update(pushSubscriptions)
      .set({ lastSentAt: new Date() })
      .where(inArray(pushSubscriptions.id, delivered));
  }
  outcome.sent = delivered.length;
  outcome.removed = gone.length;
  return outcome;
}
