import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { LotDetail } from '@/lib/server/lots/get-lot';
import { LotDetails } from './lot-details';
import { LotSalePanel } from './lot-sale-panel';

export function lotTitle(lot: Pick<LotDetail, 'year' | 'make' | 'model' | 'trim'>): string {
  return [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ');
}

/** The lot page: photos, sale panel (the bid box comes with bidding), every field, structured data. */
export async function LotPage({ lot, url }: { lot: LotDetail; url: string }) {
  const t = await getTranslations('Lot');
  const name = lotTitle(lot);
  return (
    <article className="lot-page">
      <h1>{name}</h1>
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
      <LotDetails lot={lot} />
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
