import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { GuestOnly } from './guest-only';

/**
 * SPEC §2: the lot page's extra block for a signed-in Guest member, an upgrade prompt with the membership link. The
 * page is cached for every reader, so the browser shows it, once it knows the member is a Guest.
 */
export async function LotGuestBanner() {
  const [t, page] = await Promise.all([getTranslations('Lot'), getTranslations('LotPage.guestBanner')]);
  return (
    <GuestOnly>
      <aside
        className="notice--action lot-guest-banner"
        aria-label={page('label')}
        data-testid="lot-guest-banner"
      >
        <p>
          <strong>{page('title')}</strong> {t('guestBanner')}
        </p>
        <Link href="/myaccount/manage-membership" className="button is-green">
          {page('upgrade')}
        </Link>
      </aside>
    </GuestOnly>
  );
}
