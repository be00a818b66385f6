import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { HandoverView } from '@/lib/schemas/handover';
import type { PurchasePage } from '@/lib/schemas/transactions';
import type { Formats } from './money-format';
import { PurchaseHandover } from './purchase-handover';
import { Sums } from './sums';

/**
 * The purchases tab: each won or bought lot with its charges, its status, what is left to pay and a pay link, and
 * after the hammer its title, pickup and storage (`handovers`, by lot id).
 */
export async function PurchasesList({
  list,
  f,
  handovers = new Map(),
}: {
  list: PurchasePage;
  f: Formats;
  handovers?: ReadonlyMap<number, HandoverView>;
}) {
  const t = await getTranslations('Transactions');
  return (
    <>
      <Sums
        label={t('sums.label')}
        rows={[
          [t('sums.charged'), f.usd(list.sums.totalCents)],
          [t('sums.paid'), f.usd(list.sums.paidCents)],
          [t('sums.due'), f.usd(list.sums.dueCents)],
        ]}
      />
      <ul className="transactions-purchases">
        {list.items.map((p) => (
          <li key={p.lotId} className="transactions-purchase" data-testid="purchase-row">
            <div className="transactions-purchase__head">
              <h2>{p.path ? <Link href={p.path}>{p.title}</Link> : p.title}</h2>
              <span
                className={`transactions-status transactions-status--${p.status}`}
                data-testid="purchase-status"
              >
                {t(`purchase.status.${p.status}`)}
              </span>
            </div>
            <p className="field-hint">
              {p.stockNumber && `${t('purchase.lot', { stock: p.stockNumber })} · `}
              {t('purchase.bought', { date: f.date(p.purchasedAt) })}
              {p.status !== 'paid' && p.dueAt && ` · ${t('purchase.dueBy', { date: f.date(p.dueAt) })}`}
            </p>
            <table className="transactions-table">
              <tbody>
                {p.charges.map((c, i) => (
                  <tr key={i}>
                    <th scope="row">{t(`kind.${c.kind}`)}</th>
                    <td>{t(`purchase.chargeStatus.${c.status}`)}</td>
                    <td className="transactions-amount">
                      <bdi>{f.usd(c.amountCents)}</bdi>
                    </td>
                  </tr>
                ))}
                {p.lateFeeDueCents > 0 && (
                  <tr>
                    <th scope="row">{t('purchase.lateFee')}</th>
                    <td>{t('purchase.chargeStatus.pending')}</td>
                    <td className="transactions-amount">
                      <bdi>{f.usd(p.lateFeeDueCents)}</bdi>
                    </td>
                  </tr>
                )}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('purchase.total')}</th>
                  <td>{p.status === 'paid' ? t('purchase.paidInFull') : t('sums.due')}</td>
                  <td className="transactions-amount" data-testid="purchase-due">
                    <bdi>{f.usd(p.status === 'paid' ? p.totalCents : p.dueCents)}</bdi>
                  </td>
                </tr>
              </tfoot>
            </table>
            {p.status !== 'paid' && (
              <Link className="button is-orange" href="/myaccount/checkout">
                {t('purchase.pay')}
              </Link>
            )}
            {handovers.has(p.lotId) && <PurchaseHandover view={handovers.get(p.lotId)!} f={f} />}
          </li>
        ))}
      </ul>
    </>
  );
}
