/**
 * Web push notifications (issue 26 §5): the kinds a member opts in to, each on its own, in the account.
 * - outbid: another bid took the lead on a lot the member bid on.
 * - on-the-block: a watched lot is expected on the block within PUSH_BLOCK_LEAD_MS.
 * - results: the member won, their bid waits for approval, or an offer or counter-offer was answered.
 * - saved-search: new lots for a saved search (with the digest, so at most once a day).
 */
export const PUSH_KINDS = ['outbid', 'on-the-block', 'results', 'saved-search'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export function isPushKind(value: unknown): value is PushKind {
  return typeof value === 'string' && (PUSH_KINDS as readonly string[]).includes(value);
}

/** The kinds in PUSH_KINDS order, each once (what is stored). */
export function normalizedKinds(kinds: readonly PushKind[]): PushKind[] {
  return PUSH_KINDS.filter((kind) => kinds.includes(kind));
}

/** How long before a watched lot's expected time on the block its reminder goes out. */
export const PUSH_BLOCK_LEAD_MS = 10 * 60 * 1000;

/** How many browsers (subscriptions) one member may keep; a new one beyond it replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/**
 * What the service worker (public/push-sw.js) receives: the notification's text, the same-origin path one click opens,
 * and a tag so a newer notice about the same lot replaces the older one.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** A path on this site ('/123456789-2019-toyota-camry'); the service worker opens it on its own origin. */
  url: string;
  tag: string;
  kind: PushKind;
  /** The language the text is in, and its direction (Arabic is right to left). */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The push services browsers subscribe with (Chrome and Edge on FCM, Firefox on Mozilla's autopush, Safari on Apple's,
 * legacy Edge on WNS). The server sends only to these hosts over https, so a subscription cannot make it post to an
 * address of the operator's choosing; PUSH_SERVICE_HOSTS adds more (the tests' local push service).
 */
const PUSH_SERVICE_SUFFIXES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** Whether the server may send to this endpoint: https, no credentials, on a known push service or an added host. */
export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  if (
    extraHosts.some((extra) => extra.toLowerCase() === host || extra.toLowerCase() === url.host.toLowerCase())
  ) {
    return true;
  }
  if (url.port !== '') return false;
  return PUSH_SERVICE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/**
 * How long a push service keeps a notice for a browser that is offline (seconds): a reminder that a lot is on the
 * block is worthless once the lot has sold; a result still matters the next day.
 */
export const PUSH_TTL_SECONDS: Readonly<Record<PushKind, number>> = {
  outbid: 60 * 60,
  'on-the-block': PUSH_BLOCK_LEAD_MS / 1000,
  results: 24 * 60 * 60,
  'saved-search': 24 * 60 * 60,
};
