import { getFormatter, getTranslations } from 'next-intl/server';
import { formatUsd } from '@/lib/domain/format';
import type { LotDetail } from '@/lib/server/lots/get-lot';

/** Every vehicle field as a definition list. */
export async function LotDetails({ lot }: { lot: LotDetail }) {
  const [t, damage, loss, title, start, format] = await Promise.all([
    getTranslations('Lot'),
    getTranslations('Damage'),
    getTranslations('LossType'),
    getTranslations('TitleType'),
    getTranslations('StartCode'),
    getFormatter(),
  ]);
  const label = (tr: { has(k: string): boolean; (k: string): string }, key: string | null) =>
    key === null ? '—' : tr.has(key) ? tr(key) : key;
  const rows: [string, string][] = [
    [t('lotNumber'), String(lot.id)],
    [t('stockNumber'), lot.stockNumber],
    [t('vin'), lot.vin],
    [t('lossType'), label(loss, lot.lossType)],
    [t('primaryDamage'), label(damage, lot.primaryDamage)],
    [t('secondaryDamage'), label(damage, lot.secondaryDamage)],
    [t('title'), `${label(title, lot.titleType)} (${lot.titleState})`],
    [t('odometer'), `${format.number(lot.odometer)} mi (${lot.odometerBrand})`],
    [t('startCode'), label(start, lot.startCode)],
    [t('keys'), lot.hasKeys ? t('yes') : t('no')],
    [t('estimatedRetailValue'), formatUsd(lot.estimatedRetailValueCents)],
    [t('bodyStyle'), lot.bodyStyle],
    [t('color'), lot.color],
    [t('engine'), lot.engine],
    [t('fuel'), lot.fuel],
    [t('drive'), lot.drive],
    [t('transmission'), lot.transmission],
    [t('location'), `${lot.branch.name}, ${lot.branch.city}, ${lot.branch.state} ${lot.branch.zip}`],
  ];
  return (
    <section aria-labelledby="lot-details">
      <h2 id="lot-details">{t('details')}</h2>
      <dl className="lot-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
