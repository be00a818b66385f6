import 'server-only';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { members, pushSubscriptions } from '@/lib/db/schema';
import {
  isAllowedPushEndpoint,
  isPushKind,
  MAX_PUSH_SUBSCRIPTIONS,
  normalizedKinds,
  type PushKind,
} from '@/lib/domain/push-kinds';
import { env } from '@/lib/env';
import type { PushSubscriptionInput } from '@/lib/schemas/push';
import { ApiError } from '../http/api-error';
import { vapidKeys } from './vapid-keys';

/** What the account's notification settings show: the key browsers subscribe with and the member's choices. */
export interface PushSettings {
  publicKey: string;
  kinds: PushKind[];
  /** How many browsers the member receives notifications on. */
  subscriptions: number;
}

export async function readPushSettings(memberId: string): Promise<PushSettings> {
  const db = await getDb();
  const [row] = await db
    .select({
      kinds: members.pushKinds,
      subscriptions: sql<number>`(select count(*)::int from push_subscriptions s where s.member_id = ${members}.id)`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return {
    publicKey: vapidKeys().publicKey,
    kinds: normalizedKinds((row?.kinds ?? []).filter(isPushKind)),
    subscriptions: row?.subscriptions ?? 0,
  };
}

/** PUT account/push: the kinds the member wants, replacing the former choice. */
export async function choosePushKinds(memberId: string, kinds: readonly PushKind[]): Promise<PushSettings> {
  const db = await getDb();
  await db
    .update(members)
    .set({ pushKinds: normalizedKinds(kinds) })
    .where(eq(members.id, memberId));
  return readPushSettings(memberId);
}

/**
 * POST account/push/subscriptions: keep this browser's subscription for the member. An endpoint is one browser: when
 * another member subscribed on it before, it is theirs no more (the browser now signs in as this member). Each call
 * marks the browser seen (the settings page sends it again on every visit); beyond MAX_PUSH_SUBSCRIPTIONS the member's
 * browsers seen longest ago are dropped. An endpoint outside the known push services is a 422: the server never posts
 * to an address a member chose.
 */
export async function keepPushSubscription(
  memberId: string,
  input: PushSubscriptionInput,
): Promise<PushSettings> {
  if (!isAllowedPushEndpoint(input.endpoint, env().PUSH_SERVICE_HOSTS)) {
    throw ApiError.invalid({ endpoint: 'endpointNotAllowed' }, 'This push service is not one we send to.');
  }
  const db = await getDb();
  const locale = input.locale ?? 'en';
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        memberId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        locale,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          memberId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          locale,
          createdAt: sql`case when ${pushSubscriptions.memberId} = ${memberId} then ${pushSubscriptions.createdAt} else now() end`,
          seenAt: sql`now()`,
        },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, memberId))
      .orderBy(desc(pushSubscriptions.seenAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_SUBSCRIPTIONS);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.memberId, memberId), notInArray(pushSubscriptions.id, newest)));
  });
  return readPushSettings(memberId);
}

/** DELETE account/push/subscriptions: this browser is told nothing more (only the member's own endpoint goes). */
export async function dropPushSubscription(memberId: string, endpoint: string): Promise<PushSettings> {
  const db = await getDb();
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.memberId, memberId), eq(pushSubscriptions.endpoint, endpoint)));
  return readPushSettings(memberId);
}

/** Subscriptions the push service called gone (404, 410): removed by id. */
export async function removeExpiredSubscriptions(ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await getDb();
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}
