import { getFormatter, getTranslations } from 'next-intl/server';
import { formatUsd } from '@/lib/domain/format';
import { PRICE_HISTORY_DAYS, PRICE_HISTORY_YEAR_SPAN } from '@/lib/domain/price-history';
import { Link } from '@/lib/i18n/navigation';
import type { LotDetail } from '@/lib/server/lots/get-lot';
import type { PriceHistory } from '@/lib/server/lots/price-history';
import { PriceChart } from './price-chart';
import './price-history.css';

/** Rows of the sales table: the newest this many (the chart and the figures count every sale). */
const TABLE_ROWS = 20;
const DAY_MS = 86_400_000;

/**
 * "Price history" on every lot page (issue 26 §3), free and server-rendered (no script): this VIN's earlier runs with
 * us, then what comparable vehicles sold for in the last 180 days, as figures, an SVG chart described in words, and
 * a table of the sales with links to their pages.
 */
export async function PriceHistorySection({ lot, history }: { lot: LotDetail; history: PriceHistory }) {
  const [t, status, damage, format] = await Promise.all([
    getTranslations('PriceHistory'),
    getTranslations('LotStatus'),
    getTranslations('Damage'),
    getFormatter(),
  ]);
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: 'UTC' });
  const statusText = (code: string) => (status.has(code) ? status(code) : code);
  const damageText = (code: string) => (damage.has(code) ? damage(code) : code);
  const { vinRuns, comparables } = history;
  const { summary, sales } = comparables;
  const vehicle = `${lot.make} ${lot.model}`;
  const scope = {
    vehicle,
    from: lot.year - PRICE_HISTORY_YEAR_SPAN,
    to: lot.year + PRICE_HISTORY_YEAR_SPAN,
    damage: damageText(lot.primaryDamage),
    days: PRICE_HISTORY_DAYS,
  };
  const newestFirst = [...sales].reverse().slice(0, TABLE_ROWS);
  // The chart's time axis is the whole window the sales were looked for in, as of this render.
  const renderedAt = new Date();
  const windowStart = new Date(renderedAt.getTime() - PRICE_HISTORY_DAYS * DAY_MS);
  return (
    <section className="price-history" aria-labelledby="price-history-title" data-testid="price-history">
      <h2 id="price-history-title">{t('title')}</h2>
      <p className="field-hint">{t('free')}</p>

      <h3>{t('vinTitle')}</h3>
      {vinRuns.length === 0 ? (
        <p data-testid="vin-runs-none">{t('vinNone')}</p>
      ) : (
        <>
          <p data-testid="vin-relisted">{t('vinRelisted', { count: vinRuns.length })}</p>
          <table className="price-history__table" data-testid="vin-runs">
            <caption className="visually-hidden">{t('vinTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('highBid')}</th>
                <th scope="col">{t('result')}</th>
              </tr>
            </thead>
            <tbody>
              {vinRuns.map((run) => (
                <tr key={run.lotId}>
                  <td>
                    <Link href={run.path}>{run.date ? day(run.date) : t('notScheduled')}</Link>
                  </td>
                  <td>
                    <bdi>{formatUsd(run.soldPriceCents ?? run.highBidCents)}</bdi>
                  </td>
                  <td>{statusText(run.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <h3>{t('salesTitle')}</h3>
      <p>{comparables.sameDamage ? t('scopeDamage', scope) : t('scopeAll', scope)}</p>
      {!summary ? (
        <p data-testid="comparables-none">{t('salesNone', { days: PRICE_HISTORY_DAYS })}</p>
      ) : (
        <>
          <dl className="price-history__figures" data-testid="price-summary">
            <div>
              <dt>{t('count')}</dt>
              <dd>{format.number(summary.count)}</dd>
            </div>
            <div>
              <dt>{t('median')}</dt>
              <dd>
                <bdi>{formatUsd(summary.median)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('middle')}</dt>
              <dd>
                {t('between', {
                  low: formatUsd(summary.lowerQuartile),
                  high: formatUsd(summary.upperQuartile),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('range')}</dt>
              <dd>{t('between', { low: formatUsd(summary.min), high: formatUsd(summary.max) })}</dd>
            </div>
          </dl>
          <PriceChart
            points={sales.map((sale) => ({ at: Date.parse(sale.soldAt), priceCents: sale.priceCents }))}
            summary={summary}
            from={windowStart.getTime()}
            to={renderedAt.getTime()}
            firstDay={day(windowStart.toISOString())}
            lastDay={day(renderedAt.toISOString())}
            title={t('chartTitle', { days: PRICE_HISTORY_DAYS })}
            description={t('chartDescription', {
              count: summary.count,
              min: formatUsd(summary.min),
              max: formatUsd(summary.max),
              median: formatUsd(summary.median),
              low: formatUsd(summary.lowerQuartile),
              high: formatUsd(summary.upperQuartile),
            })}
          />
          <table className="price-history__table" data-testid="comparable-sales">
            <caption>
              {sales.length > newestFirst.length
                ? t('tableCaptionSome', { shown: newestFirst.length, count: sales.length })
                : t('tableCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('vehicle')}</th>
                <th scope="col">{t('damage')}</th>
                <th scope="col">{t('price')}</th>
              </tr>
            </thead>
            <tbody>
              {newestFirst.map((sale) => (
                <tr key={sale.lotId}>
                  <td>{day(sale.soldAt)}</td>
                  <td>
                    <Link href={sale.path}>{sale.title}</Link>
                  </td>
                  <td>{damageText(sale.primaryDamage)}</td>
                  <td>
                    <bdi>{formatUsd(sale.priceCents)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
