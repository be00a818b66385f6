import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { TRANSACTION_TABS, type TransactionTab } from '@/lib/schemas/transactions';

/** The tab's URL: /myaccount/transactions?tab=...(&page=...), so each tab is a crawlable link of its own. */
export function transactionsHref(tab: TransactionTab, page = 1) {
  const query: Record<string, string> = { tab };
  if (page > 1) query.page = String(page);
  return { pathname: '/myaccount/transactions', query };
}

/** The four lists as tabs (links; the active one marked with aria-current). */
export async function TransactionsTabs({ active }: { active: TransactionTab }) {
  const t = await getTranslations('Transactions');
  return (
    <nav className="my-bids-tabs" aria-label={t('tabs')} data-testid="transactions-tabs">
      {TRANSACTION_TABS.map((tab) => (
        <Link key={tab} href={transactionsHref(tab)} aria-current={tab === active ? 'page' : undefined}>
          {t(`tab.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

/** Previous and next links that keep the tab; nothing when the list fits on one page. */
export async function TransactionsPagination({
  tab,
  page,
  pageSize,
  total,
}: {
  tab: TransactionTab;
  page: number;
  pageSize: number;
  total: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && page === 1) return null;
  const t = await getTranslations('Transactions');
  return (
    <nav className="watchlist-pages" aria-label={t('pages')}>
      {page > 1 && (
        <Link href={transactionsHref(tab, Math.min(page - 1, pages))} rel="prev">
          {t('previous')}
        </Link>
      )}
      <span>{t('pageOf', { page, pages })}</span>
      {page < pages && (
        <Link href={transactionsHref(tab, page + 1)} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
