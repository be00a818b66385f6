import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { OFFER_EVENTS, type OfferEvent } from '@/lib/domain/offers';
import { LinkList } from '@/components/ui/link-list';
import type { Locale } from '@/lib/i18n/routing';
import { vehicleFinderInventory } from '@/lib/server/search/vehicle-finder-inventory';
import { HeaderMemberArea } from './header-member-area';
import { HeaderNav } from './header-nav';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';
import { SearchForm } from './search-form';
import { VehicleFinderPanel } from './vehicle-finder-panel';

/**
 * The full header of SPEC §2: logo, search, account area (with the member's live notices), and the sub-bar menus with
 * the language switcher.
 */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const [t, nav, languages, notices, groups] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Nav'),
    getTranslations('Languages'),
    getTranslations('MemberNotices'),
    vehicleFinderInventory(locale),
  ]);
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="container site-header__top">
        <Logo label={t('home')} />
        <SearchForm
          labels={{
            label: t('searchLabel'),
            placeholder: t('searchPlaceholder'),
            submit: t('searchSubmit'),
            suggestions: t('suggestions'),
          }}
        />
        <HeaderMemberArea
          account={{
            signIn: t('signIn'),
            register: t('register'),
            watchlist: t('watchlist'),
            myBids: t('myBids'),
            biddingLimit: t('biddingLimit'),
            biddingLimitWarning: t('biddingLimitWarning'),
            accountMenu: t.raw('accountMenu') as string,
            myAccount: t('myAccount'),
            upgrade: t('upgrade'),
            signOut: t('signOut'),
          }}
          notices={{
            outbid: notices.raw('outbid') as string,
            won: notices.raw('won') as string,
            onApproval: notices.raw('onApproval') as string,
            lost: notices.raw('lost') as string,
            notSold: notices.raw('notSold') as string,
            saleCancelled: notices.raw('saleCancelled') as string,
            offer: Object.fromEntries(
              OFFER_EVENTS.map((event) => [event, notices.raw(`offer.${event}`) as string]),
            ) as Record<OfferEvent, string>,
          }}
        />
      </div>
      <HeaderNav menuLabel={t('menu')} navLabel={t('mainNavigation')}>
        <NavMenu label={nav('vehicleFinder')} wide>
          <VehicleFinderPanel
            groups={groups}
            headings={{
              vehicleTypes: nav('vehicleTypes'),
              damageTypes: nav('damageTypes'),
              popularMakes: nav('popularMakes'),
              states: nav('searchByState'),
              titleNames: nav('searchByTitle'),
            }}
          />
        </NavMenu>
        <NavMenu label={nav('auctions')}>
          <LinkList
            className="menu-list"
            items={[
              { href: '/search/live-auctions', label: nav('liveAuctions') },
              { href: '/search/auction-only', label: nav('auctionVehicles') },
              { href: '/search/buy-it-now', label: nav('buyItNow') },
              { href: '/search', label: nav('allVehicles') },
            ]}
          />
        </NavMenu>
        <NavMenu label={nav('howToBuy')}>
          <LinkList
            className="menu-list"
            items={[
              { href: '/how-it-works', label: nav('howItWorks') },
              { href: '/faq', label: nav('faq') },
              { href: '/videos', label: nav('videos') },
              { href: '/membership', label: nav('membership') },
            ]}
          />
        </NavMenu>
        <NavMenu label={nav('contact')}>
          <LinkList
            className="menu-list"
            items={[
              { href: '/contact-us', label: nav('contactUs') },
              { href: '/about-us', label: nav('aboutUs') },
            ]}
          />
        </NavMenu>
        <a className="sub-bar__link" href={env().BLOG_URL} target="_blank" rel="noopener">
          {t('blog')} <span className="visually-hidden">({t('opensInNewTab')})</span>
        </a>
        <LanguageSwitcher
          label={nav('language')}
          names={{
            en: languages('en'),
            es: languages('es'),
            ru: languages('ru'),
            pl: languages('pl'),
            ar: languages('ar'),
          }}
        />
      </HeaderNav>
    </header>
  );
}
