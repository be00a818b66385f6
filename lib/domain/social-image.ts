/**
 * The raster social images (og:image, twitter:image) that app/og/ draws: one per lot and one per locale's home page,
 * 1200 x 630 PNG (the size Facebook, LinkedIn and X show large).
 */
import type { Locale } from './locales';

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** How long a shared cache may keep an image: a lot's bid changes, so minutes, not days. */
export const SOCIAL_IMAGE_MAX_AGE_SECONDS = 300;

/** The image of a lot (its 9-digit id). */
export function lotSocialImagePath(lotId: number): string {
  return `/og/lot/${lotId}`;
}

/** The image of the home page in a locale. */
export function homeSocialImagePath(locale: Locale): string {
  return `/og/home/${locale}`;
}
