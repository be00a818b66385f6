import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A lot's live view: its page with `broadcast` (SPEC §7: live data only then), in `locale`. A plain URL for a plain
 * <a>: the page loads in live mode whether or not the browser runs JavaScript before.
 */
export function liveViewHref(lotPath: string, locale: Locale): string {
  return `${localizedPath(lotPath, locale)}?broadcast`;
}
