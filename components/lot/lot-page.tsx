import { getTranslations } from 'next-intl/server';
import { Paragraphs } from '@/components/content/content-page';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { siteOrigin } from '@/lib/server/seo/build-metadata';
import { JsonLd } from '@/components/seo/json-ld';
import type { LotDetail } from '@/lib/server/lots/get-lot';
import { LotDetails } from './lot-details';
import { LotSalePanel } from './lot-sale-panel';

export function lotTitle(lot: Pick<LotDetail, 'year' | 'make' | 'model' | 'trim'>): string {
  return [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ');
}

/**
 * The lot page: photos, sale panel (the bid box comes with bidding), every field, and what the page-metadata lookup
 * holds for this lot's path (h1, vehicle overview and condition, FAQ, breadcrumbs), with structured data.
 */
export async function LotPage({
  lot,
  url,
  path,
  locale,
}: {
  lot: LotDetail;
  url: string;
  path: string;
  locale: Locale;
}) {
  const [t, header, meta] = await Promise.all([
    getTranslations('Lot'),
    getTranslations('Header'),
    pageMetadataFor(path, locale),
  ]);
  const name = lotTitle(lot);
  return (
    <article className="lot-page">
      <Breadcrumbs items={meta.breadcrumbs} label={header('breadcrumbs')} />
      <h1>{meta.h1 || name}</h1>
      <div className="lot-page__top">
        <section aria-label={t('gallery')} className="lot-gallery">
          {lot.images.map((src, i) => (
            // eslint-disable-next-line @next/next/no-img-element -- generated SVG, nothing to optimise
            <img
              key={src}
              src={src}
              alt={t('photo', { n: i + 1, total: lot.images.length, vehicle: name })}
              width={800}
              height={400}
            />
          ))}
        </section>
        <LotSalePanel lot={lot} />
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
      <LotDetails lot={lot} />
      <PageStructuredData
        faq={meta.faq}
        breadcrumbs={meta.breadcrumbs}
        origin={siteOrigin().origin}
        locale={locale}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Car',
          name,
          vehicleIdentificationNumber: lot.vin,
          brand: { '@type': 'Brand', name: lot.make },
          model: lot.model,
          vehicleModelDate: String(lot.year),
          color: lot.color,
          mileageFromOdometer: { '@type': 'QuantitativeValue', value: lot.odometer, unitCode: 'SMI' },
          image: lot.images,
          url,
          offers: {
            '@type': 'Offer',
            priceCurrency: 'USD',
            price: ((lot.buyItNowPriceCents ?? lot.currentBidCents) / 100).toFixed(0),
            availability: 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/DamagedCondition',
          },
        }}
      />
    </article>
  );
}
