import { getFormatter, getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { SiteLink } from '@/components/ui/site-link';
import type { Breadcrumb } from '@/lib/domain/page-content';
import type { Locale } from '@/lib/i18n/routing';
import { liveLanesToday, type LiveLane } from '@/lib/server/auctions/live-lanes';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { pageOrigin } from '@/lib/server/http/page-origin';
import { liveViewHref } from './live-view-href';
import './live-lanes.css';

export const LIVE_AUCTIONS_PATH = '/search/live-auctions';

type Translator = Awaited<ReturnType<typeof getTranslations<'LiveAuctionsPage'>>>;
type Formatter = Awaited<ReturnType<typeof getFormatter>>;

function LaneCard({
  lane,
  t,
  live,
  format,
  locale,
}: {
  lane: LiveLane;
  t: Translator;
  live: Awaited<ReturnType<typeof getTranslations<'Live'>>>;
  format: Formatter;
  locale: Locale;
}) {
  const isLive = lane.status === 'live';
  return (
    <li className="live-lane" data-testid="live-lane">
      <h2 className="live-lane__heading">
        {t('laneHeading', { branch: lane.branch.name, state: lane.branch.state, lane: lane.lane })}
      </h2>
      <p className={`live-lane__status${isLive ? ' is-live' : ''}`}>
        {isLive ? t('liveNow') : t('laterToday')}
      </p>
      <dl className="live-lane__facts">
        <div>
          <dt>{t('saleStart')}</dt>
          <dd>
            <time dateTime={lane.startsAt.toISOString()}>
              {format.dateTime(lane.startsAt, {
                hour: 'numeric',
                minute: '2-digit',
                timeZoneName: 'short',
                timeZone: lane.branch.timeZone,
              })}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('lotsLeft')}</dt>
          <dd>{format.number(lane.lotsLeft)}</dd>
        </div>
        {lane.lot && (
          <div>
            <dt>{lane.lot.onTheBlock ? t('onTheBlock') : t('nextUp')}</dt>
            <dd>
              <SiteLink href={lane.lot.path}>{lane.lot.title}</SiteLink>
            </dd>
          </div>
        )}
      </dl>
      {lane.lot && (
        <a className="button is-red live-lane__watch" href={liveViewHref(lane.lot.path, locale)}>
          {lane.lot.onTheBlock ? live('invite.watch') : live('invite.join')}
        </a>
      )}
    </li>
  );
}

/**
 * `/search/live-auctions`: the lanes live now and later today, each with its branch, lane, start time in the branch's
 * zone, lots left and the lot on the block (or next up), with a link to the lot and to its live view. Rendered per
 * request: it changes by the second.
 */
export async function LiveAuctionsPage({ locale }: { locale: Locale }) {
  const [t, live, header, format, meta, lanes, origin] = await Promise.all([
    getTranslations('LiveAuctionsPage'),
    getTranslations('Live'),
    getTranslations('Header'),
    getFormatter(),
    pageMetadataFor(LIVE_AUCTIONS_PATH, locale),
    liveLanesToday(),
    pageOrigin(),
  ]);
  const heading = meta.h1 || t('h1');
  const crumbs: Breadcrumb[] =
    meta.breadcrumbs.length > 0
      ? meta.breadcrumbs
      : [
          { href: '/', label: header('home') },
          { href: LIVE_AUCTIONS_PATH, label: heading },
        ];
  return (
    <section className="live-lanes" aria-labelledby="live-lanes-title">
      <Breadcrumbs items={crumbs} label={header('breadcrumbs')} />
      <h1 id="live-lanes-title">{heading}</h1>
      <p>{t('intro')}</p>
      {lanes.length === 0 ? (
        <p data-testid="live-lanes-none">
          {t('none')} <SiteLink href="/search/auction-only">{t('browse')}</SiteLink>
        </p>
      ) : (
        <ul className="live-lanes__list" data-testid="live-lanes">
          {lanes.map((lane) => (
            <LaneCard key={lane.auctionId} lane={lane} t={t} live={live} format={format} locale={locale} />
          ))}
        </ul>
      )}
      <PageStructuredData breadcrumbs={crumbs} origin={origin} locale={locale} />
    </section>
  );
}
