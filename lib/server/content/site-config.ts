import 'server-only';
import { TERMS_VERSION } from '@/lib/domain/business-rules';
import { env } from '@/lib/env';
import { configuredOrigin } from '../http/public-origin';

/** SPEC §3's site config. cvReportMinPrice is in whole dollars (the lowest bid that includes a condition report). */
export interface SiteConfig {
  environment: 'prod' | 'dev' | 'test';
  paypal: { client_id: string | null };
  features: { secure_3d: boolean };
  termsVersion: number;
  cvReportMinPrice: number;
  baseURL: string | null;
  translationProjectId: string | null;
  easyHaulURL: string;
}

export const CV_REPORT_MIN_PRICE_USD = 500;

/** The config; `origin` (the request's public origin) fills baseURL, which otherwise is BASE_URL or null. */
export function siteConfig(origin?: string): SiteConfig {
  const e = env();
  return {
    environment: e.NODE_ENV === 'production' ? 'prod' : e.NODE_ENV === 'test' ? 'test' : 'dev',
    paypal: { client_id: e.PAYPAL_CLIENT_ID ?? null },
    features: { secure_3d: e.SECURE_3D ?? false },
    termsVersion: TERMS_VERSION,
    cvReportMinPrice: CV_REPORT_MIN_PRICE_USD,
    // SPEC §3: baseURL "defaults to the current origin" (lib/server/http/public-origin).
    baseURL: origin ?? configuredOrigin(e) ?? null,
    translationProjectId: null,
    easyHaulURL: e.EASY_HAUL_URL,
  };
}
