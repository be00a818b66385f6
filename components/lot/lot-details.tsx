import { getFormatter, getTranslations } from 'next-intl/server';
import { formatUsd } from '@/lib/domain/format';
import { toIntlLocale } from '@/lib/domain/locales';
import { decodeVin } from '@/lib/domain/vin-decode';
import type { LotDetail } from '@/lib/server/lots/get-lot';

type Translator = { has(key: string): boolean; (key: string): string };

/** Every vehicle field as a definition list, the VIN with what it decodes to (maker, country, model year, check). */
export async function LotDetails({ lot, locale = 'en' }: { lot: LotDetail; locale?: string }) {
  const [t, page, damage, loss, title, start, type, format] = await Promise.all([
    getTranslations('Lot'),
    getTranslations('LotPage'),
    getTranslations('Damage'),
    getTranslations('LossType'),
    getTranslations('TitleType'),
    getTranslations('StartCode'),
    getTranslations('VehicleType'),
    getFormatter(),
  ]);
  const label = (tr: Translator, key: string | null) => (key === null ? '—' : tr.has(key) ? tr(key) : key);
  const value = (group: string, key: string | null) =>
    key === null ? '—' : page.has(`values.${group}.${key}`) ? page(`values.${group}.${key}`) : key;
  const vin = decodeVin(lot.vin, lot.year);
  const unknown = page('vin.unknown');
  const country = vin.country
    ? (new Intl.DisplayNames([toIntlLocale(locale)], { type: 'region' }).of(vin.country) ?? vin.country)
    : unknown;
  const rows: [string, string][] = [
    [t('lotNumber'), String(lot.id)],
    [t('stockNumber'), lot.stockNumber],
    [page('fields.year'), String(lot.year)],
    [page('fields.make'), lot.make],
    [page('fields.model'), lot.model],
    [page('fields.trim'), lot.trim ?? '—'],
    [page('fields.vehicleType'), label(type, lot.vehicleType)],
    [t('vin'), lot.vin],
    [page('vin.manufacturer'), vin.manufacturer ?? unknown],
    [page('vin.country'), country],
    [page('vin.modelYear'), vin.modelYear === null ? unknown : String(vin.modelYear)],
    [
      page('vin.checkDigit'),
      vin.checkDigitValid
        ? page('vin.checkValid')
        : vin.expectedCheckDigit
          ? page('vin.checkInvalid', { digit: vin.expectedCheckDigit })
          : unknown,
    ],
    [t('lossType'), label(loss, lot.lossType)],
    [t('primaryDamage'), label(damage, lot.primaryDamage)],
    [t('secondaryDamage'), label(damage, lot.secondaryDamage)],
    [t('title'), `${label(title, lot.titleType)} (${lot.titleState})`],
    [t('odometer'), `${format.number(lot.odometer)} mi (${lot.odometerBrand})`],
    [t('startCode'), label(start, lot.startCode)],
    [t('keys'), lot.hasKeys ? t('yes') : t('no')],
    [page('fields.airbags'), value('airbags', lot.airbags)],
    [t('estimatedRetailValue'), formatUsd(lot.estimatedRetailValueCents)],
    [page('fields.repairCost'), lot.repairCostCents === null ? '—' : formatUsd(lot.repairCostCents)],
    [t('bodyStyle'), value('body', lot.bodyStyle)],
    [t('color'), lot.color],
    [t('engine'), lot.engine],
    [page('fields.cylinders'), lot.cylinders === null ? '—' : String(lot.cylinders)],
    [t('fuel'), value('fuel', lot.fuel)],
    [t('drive'), value('drive', lot.drive)],
    [t('transmission'), value('transmission', lot.transmission)],
    [t('location'), `${lot.branch.name}, ${lot.branch.city}, ${lot.branch.state} ${lot.branch.zip}`],
    [page('fields.sellingBranch'), String(lot.branch.id)],
    [page('fields.lane'), lot.lane ?? '—'],
  ];
  return (
    <section aria-labelledby="lot-details">
      <h2 id="lot-details">{t('details')}</h2>
      <dl className="lot-details" data-testid="lot-details">
        {rows.map(([term, text]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
