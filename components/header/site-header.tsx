import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { vehicleFinderInventory } from '@/lib/server/search/vehicle-finder-inventory';
import { HeaderAccount } from './header-account';
import { HeaderNav } from './header-nav';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';
import { SearchForm } from './search-form';
import { VehicleFinderPanel } from './vehicle-finder-panel';

/** The full header of SPEC §2: logo, search, account area, and the sub-bar menus with the language switcher. */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const [t, nav, languages, groups] = await Promise.all([
    getTranslations('Header'),
    getTranslations('Nav'),
    getTranslations('Languages'),
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
        <HeaderAccount
          labels={{
            signIn: t('signIn'),
            register: t('register'),
            watchlist: t('watchlist'),
            myBids: t('myBids'),
            biddingLimit: t('biddingLimit'),
            biddingLimitWarning: t('biddingLimitWarning'),
            accountMenu: t.raw('accountMenu') as string,
            myAccount: t('myAccount'),
            upgrade: t('upgrade'),
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
          <ul className="menu-list">
            <li>
              <Link href="/search/auction-only">{nav('auctionVehicles')}</Link>
            </li>
            <li>
              <Link href="/search/buy-it-now">{nav('buyItNow')}</Link>
            </li>
            <li>
              <Link href="/search">{nav('allVehicles')}</Link>
            </li>
          </ul>
        </NavMenu>
        <NavMenu label={nav('howToBuy')}>
          <ul className="menu-list">
            <li>
              <Link href="/how-it-works">{nav('howItWorks')}</Link>
            </li>
            <li>
              <Link href="/faq">{nav('faq')}</Link>
            </li>
            <li>
              <Link href="/videos">{nav('videos')}</Link>
            </li>
            <li>
              <Link href="/membership">{nav('membership')}</Link>
            </li>
          </ul>
        </NavMenu>
        <NavMenu label={nav('contact')}>
          <ul className="menu-list">
            <li>
              <Link href="/contact-us">{nav('contactUs')}</Link>
            </li>
            <li>
              <Link href="/about-us">{nav('aboutUs')}</Link>
            </li>
          </ul>
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
