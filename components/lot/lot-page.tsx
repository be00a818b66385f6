import { getTranslations } from 'next-intl/server';
import { Paragraphs } from '@/components/content/content-page';
import { FaqItems } from '@/components/content/faq-items';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { BRAND } from '@/lib/domain/brand';
import { lotBreadcrumbs } from '@/lib/domain/lot-breadcrumbs';
import { vehicleJsonLd } from '@/lib/domain/lot-json-ld';
import { largestWidth, renditionUrl, widthUpTo } from '@/lib/domain/lot-photos';
import { decodeVin } from '@/lib/domain/vin-decode';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import type { LotDetail } from '@/lib/server/lots/get-lot';
import type { LotView } from '@/lib/server/lots/lot-view';
import { pageShows } from '@/lib/server/cache/page-shows';
import { pageOrigin } from '@/lib/server/http/page-origin';
import { LotDetails } from './lot-details';
import { LotGallery } from './lot-gallery';
import { LotGuestBanner } from './lot-guest-banner';
import { LotSalePanel } from './lot-sale-panel';
import { PriceHistorySection } from './price-history';
import { SimilarLots } from './similar-lots';
import './lot-page.css';

export function lotTitle(lot: Pick<LotDetail, 'year' | 'make' | 'model' | 'trim'>): string {
  return [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ');
}

/**
 * The lot page: breadcrumbs (the lookup's, else home / search / make / model / lot), the Guest member's upgrade
 * banner, the photo gallery, the sale panel (sale time, countdown, watch button, bid box), the lookup's overview,
 * condition and FAQ, every vehicle field with the decoded VIN, similar lots, and Vehicle, Offer and BreadcrumbList
 * structured data.
 */
export async function LotPage({
  lot,
  view,
  url,
  path,
  locale,
}: {
  lot: LotDetail;
  view: LotView;
  url: string;
  path: string;
  locale: Locale;
}) {
  const [t, page, header, meta] = await Promise.all([
    getTranslations('Lot'),
    getTranslations('LotPage'),
    getTranslations('Header'),
    pageMetadataFor(path, locale),
  ]);
  const name = lotTitle(lot);
  const crumbs =
    meta.breadcrumbs.length > 0
      ? meta.breadcrumbs
      : lotBreadcrumbs(lot, path, { home: header('home'), search: page('breadcrumbSearch') });
  // Uploaded photos when the lot has them, else its drawn illustrations.
  const uploaded = view.photos.map((photo) => ({
    src: renditionUrl(photo, widthUpTo(photo, 640), 'webp'),
    photo,
  }));
  const shown = uploaded.length > 0 ? uploaded : lot.images.map((src) => ({ src }));
  const photos = shown.map((item, i) => ({
    ...item,
    alt: page('gallery.photo', { n: i + 1, total: shown.length, vehicle: name }),
  }));
  const images =
    uploaded.length > 0
      ? view.photos.map((photo) => renditionUrl(photo, largestWidth(photo), 'webp'))
      : lot.images;
  const galleryLabels = {
    label: page('gallery.label'),
    previous: page('gallery.previous'),
    next: page('gallery.next'),
    position: page.raw('gallery.position') as string,
    thumbnail: page.raw('gallery.thumbnail') as string,
    thumbnails: page('gallery.thumbnails'),
    open: page('gallery.open'),
    close: page('gallery.close'),
    fullScreen: page('gallery.fullScreen', { vehicle: name }),
  };
  const origin = await pageOrigin();
  await pageShows({ lots: [lot, ...view.similar] });
  return (
    <article className="lot-page">
      <Breadcrumbs items={crumbs} label={header('breadcrumbs')} />
      <h1>{meta.h1 || name}</h1>
      <LotGuestBanner />
      <div className="lot-page__top">
        <LotGallery photos={photos} labels={galleryLabels} rtl={locale === 'ar'} />
        <LotSalePanel lot={lot} locale={locale} />
      </div>
      {meta.vehicleOverview && (
        <section aria-labelledby="lot-overview">
          <h2 id="lot-overview">{t('overview')}</h2>
          <Paragraphs text={meta.vehicleOverview} />
        </section>
      )}
      {meta.vehicleCondition && (
        <section aria-labelledby="lot-condition">
          <h2 id="lot-condition">{t('condition')}</h2>
          <Paragraphs text={meta.vehicleCondition} />
        </section>
      )}
      {meta.faq.length > 0 && <FaqItems items={meta.faq} />}
      <LotDetails lot={lot} locale={locale} />
      <PriceHistorySection lot={lot} history={view.history} />
      <SimilarLots lots={view.similar} />
      <PageStructuredData breadcrumbs={crumbs} origin={origin} locale={locale} />
      <JsonLd
        data={vehicleJsonLd(images === lot.images ? lot : { ...lot, images }, {
          url,
          origin,
          manufacturer: decodeVin(lot.vin, lot.year).manufacturer,
          seller: BRAND,
        })}
      />
    </article>
  );
}
