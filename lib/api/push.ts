import type { PushKind } from '@/lib/domain/push-kinds';
import type { Locale } from '@/lib/domain/locales';
import { apiSend } from './fetcher';

/** The browser side of web push (issue 26 §5): the service worker, the browser's subscription and the account's API. */
export const PUSH_SETTINGS_PATH = '/rest-api/v2/account/push';
export const PUSH_SUBSCRIPTIONS_PATH = '/rest-api/v2/account/push/subscriptions';
/** The service worker (public/push-sw.js); its scope is the whole site. */
export const PUSH_WORKER_URL = '/push-sw.js';

export interface PushSettingsData {
  publicKey: string;
  kinds: PushKind[];
  subscriptions: number;
}

/** Whether this browser has what web push needs: service workers, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** A base64url key (the VAPID public key) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(held: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!held || held.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(held);
  return bytes.every((byte, i) => byte === wanted[i]);
}

/** Whether a subscription was made with this VAPID public key (one made with a replaced pair can no longer be sent to). */
export function subscribedWith(subscription: PushSubscription, publicKey: string): boolean {
  return sameKey(subscription.options.applicationServerKey, keyBytes(publicKey));
}

/** This browser's current subscription, or null (no worker registered yet, or not subscribed). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Tell the server about this browser's subscription (again: it also moves it to the member now signed in). */
export function keepSubscription(subscription: PushSubscription, locale: Locale): Promise<PushSettingsData> {
  return apiSend<PushSettingsData>('POST', PUSH_SUBSCRIPTIONS_PATH, { ...subscription.toJSON(), locale });
}

/**
 * Ask for permission, register the worker, subscribe with the server's key and keep the subscription. Resolves to
 * 'denied' when the browser (or the member) refuses notifications, and to 'unreachable' when the browser's own push
 * service did not give it a subscription (Chromium answers AbortError "push service error" when it cannot reach it:
 * offline, or a network that blocks it). Our server's failures still reject.
 */
export async function subscribeThisBrowser(
  publicKey: string,
  locale: Locale,
): Promise<PushSettingsData | 'denied' | 'unreachable'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !subscribedWith(subscription, publicKey)) {
    // Subscribed with another key (the server's pair was replaced): that subscription can no longer be sent to.
    await subscription.unsubscribe();
    subscription = null;
  }
  if (!subscription) {
    try {
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') return 'denied';
      return 'unreachable';
    }
  }
  return keepSubscription(subscription, locale);
}

/** Unsubscribe this browser and tell the server to forget it. */
export async function unsubscribeThisBrowser(): Promise<PushSettingsData | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return apiSend<PushSettingsData>('DELETE', PUSH_SUBSCRIPTIONS_PATH, { endpoint });
}

export function choosePushKinds(kinds: readonly PushKind[]): Promise<PushSettingsData> {
  return apiSend<PushSettingsData>('PUT', PUSH_SETTINGS_PATH, { kinds });
}
