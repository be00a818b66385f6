import { apiSend } from '@/lib/api/fetcher';
import { OPTED_OUT_CLIENT_ID } from '@/lib/domain/analytics';
import type { AnalyticsEventInput } from '@/lib/schemas/analytics';

/**
 * Browser analytics (SPEC §3, §7). Nothing is stored or sent before the visitor accepts analytics in the consent
 * banner: the answer lives in local storage (SB.consent); the client and visit cookies are created only after it.
 * Declining (or withdrawing) deletes both cookies and the visit's local-storage keys.
 */

export const CLIENT_COOKIE = 'sb_client_id';
export const VISIT_COOKIE = 'sb_visit_id';
export const CONSENT_KEY = 'SB.consent';
export const VISIT_ID_KEY = 'SB.visitId';
export const PAGE_COUNTER_KEY = 'SB.pageCounter';
/** Dispatched on window when this tab changes the consent answer (other tabs get a `storage` event). */
export const CONSENT_CHANGE_EVENT = 'sb:consent-change';
export const TRACK_PATH = '/event/v1/track';

const CLIENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The visit ends after 30 minutes without activity: every page view renews the cookie. */
const VISIT_MAX_AGE_S = 30 * 60;

export type Consent = 'granted' | 'denied';
/** An event as the app writes it; the ids come from the cookies. */
export type BrowserEvent = Omit<AnalyticsEventInput, 'client_id' | 'visit_id'>;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function readConsent(): Consent | null {
  const value = storage()?.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function writeConsent(consent: Consent): void {
  storage()?.setItem(CONSENT_KEY, consent);
  if (consent === 'denied') clearAnalytics();
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

/** Call `listener` whenever the answer changes, in this tab or another; returns the unsubscriber. */
export function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY || event.key === null) listener();
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function clearAnalytics(): void {
  writeCookie(CLIENT_COOKIE, '', 0);
  writeCookie(VISIT_COOKIE, '', 0);
  storage()?.removeItem(VISIT_ID_KEY);
  storage()?.removeItem(PAGE_COUNTER_KEY);
}

/**
 * With consent, create the client cookie (1 year) if missing and create or renew the visit cookie (30 minutes from
 * now); returns whether the cookies exist afterwards. Without consent it does nothing.
 */
export function ensureAnalyticsCookies(): boolean {
  if (readConsent() !== 'granted') return false;
  if (!readCookie(CLIENT_COOKIE)) writeCookie(CLIENT_COOKIE, randomId(), CLIENT_MAX_AGE_S);
  writeCookie(VISIT_COOKIE, readCookie(VISIT_COOKIE) || randomId(), VISIT_MAX_AGE_S);
  currentVisitId();
  return readCookie(CLIENT_COOKIE) !== null && readCookie(VISIT_COOKIE) !== null;
}

/** The visit cookie's id, mirrored in SB.visitId; a new visit starts the page counter again. */
export function currentVisitId(): string | null {
  const visitId = readCookie(VISIT_COOKIE) || null;
  const store = storage();
  if (!visitId) {
    store?.removeItem(VISIT_ID_KEY);
    return null;
  }
  if (store && store.getItem(VISIT_ID_KEY) !== visitId) {
    store.setItem(VISIT_ID_KEY, visitId);
    store.setItem(PAGE_COUNTER_KEY, '0');
  }
  return visitId;
}

/** Count one more page in SB.pageCounter and return the new count (0, writing nothing, without consent). */
export function nextPageCounter(): number {
  if (readConsent() !== 'granted') return 0;
  const store = storage();
  const current = Number.parseInt(store?.getItem(PAGE_COUNTER_KEY) ?? '0', 10);
  const next = (Number.isFinite(current) && current > 0 ? current : 0) + 1;
  store?.setItem(PAGE_COUNTER_KEY, String(next));
  return next;
}

/**
 * Post one event, only with consent, both cookies present and a client id other than 'f'; resolves to whether it was
 * accepted. Never throws: analytics must not break the page.
 */
export async function sendEvent(event: BrowserEvent): Promise<boolean> {
  if (readConsent() !== 'granted') return false;
  const clientId = readCookie(CLIENT_COOKIE);
  const visitId = currentVisitId();
  if (!clientId || !visitId || clientId === OPTED_OUT_CLIENT_ID) return false;
  // The server validates the event (lib/schemas/analytics.ts); the browser only refuses an empty step, so the
  // schema library stays out of every page's JavaScript.
  if (!event.step.trim()) return false;
  try {
    await apiSend('POST', TRACK_PATH, { ...event, client_id: clientId, visit_id: visitId });
    return true;
  } catch {
    return false;
  }
}
