import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClosedList } from '@/components/account/transactions/closed-list';
import { DepositsList } from '@/components/account/transactions/deposits-list';
import { formatsFor, type Formats } from '@/components/account/transactions/money-format';
import { PurchasesList } from '@/components/account/transactions/purchases-list';
import { RefundsList } from '@/components/account/transactions/refunds-list';
import {
  TransactionsPagination,
  TransactionsTabs,
  transactionsHref,
} from '@/components/account/transactions/transactions-nav';
import { Link } from '@/lib/i18n/navigation';
import {
  TRANSACTIONS_PAGE_SIZE,
  transactionsQueryFromSearchParams,
  type TransactionListQuery,
  type TransactionTab,
} from '@/lib/schemas/transactions';
import { memberHandovers } from '@/lib/server/handover/member-handover';
import { listClosedTransactions } from '@/lib/server/payments/lists/closed-transactions';
import { listDeposits } from '@/lib/server/payments/lists/deposits';
import { listPurchases } from '@/lib/server/payments/lists/purchases';
import { listRefunds } from '@/lib/server/payments/lists/refunds';
import type { SectionProps } from './section-props';
import '@/components/account/transactions/transactions.css';

const EMPTY_LINKS = {
  purchases: { href: '/search', key: 'findVehicle' },
  deposits: { href: '/myaccount/bidding-limit/payment', key: 'makeDeposit' },
  refunds: null,
  closed: null,
} as const;

/** The tab's list: how many rows it has in all, how many this page shows, and the page's rendering of them. */
async function tabContent(
  tab: TransactionTab,
  memberId: string,
  query: TransactionListQuery,
  f: Formats,
): Promise<{ total: number; shown: number; body: ReactNode }> {
  switch (tab) {
    case 'purchases': {
      const list = await listPurchases(memberId, query);
      const handovers = await memberHandovers(
        memberId,
        list.items.map((p) => p.lotId),
      );
      return {
        total: list.total,
        shown: list.items.length,
        body: <PurchasesList list={list} f={f} handovers={handovers} />,
      };
    }
    case 'deposits': {
      const list = await listDeposits(memberId, query);
      return { total: list.total, shown: list.items.length, body: <DepositsList list={list} f={f} /> };
    }
    case 'refunds': {
      const list = await listRefunds(memberId, query);
      return { total: list.total, shown: list.items.length, body: <RefundsList list={list} f={f} /> };
    }
    case 'closed': {
      const list = await listClosedTransactions(memberId, query);
      return { total: list.total, shown: list.items.length, body: <ClosedList list={list} f={f} /> };
    }
  }
}

/**
 * /myaccount/transactions: the member's purchases, deposits, refunds and closed transactions, one tab each
 * (?tab=purchases|deposits|refunds|closed, ?page=), rendered on the server from the ledger, amounts and dates in the
 * page's language. Held deposits carry the "Request refund" button.
 */
export default async function TransactionsSection({
  section,
  member,
  locale,
  searchParams = {},
}: SectionProps) {
  const { tab, page } = transactionsQueryFromSearchParams(searchParams);
  const query = { page, page_size: TRANSACTIONS_PAGE_SIZE };
  const f = formatsFor(locale);
  const [account, t] = await Promise.all([getTranslations('Account'), getTranslations('Transactions')]);
  const { total, shown, body } = await tabContent(tab, member.id, query, f);
  const lastPage = Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));
  const emptyLink = EMPTY_LINKS[tab];
  return (
    <section data-testid={`account-${section}`}>
      <h1>{account('transactions')}</h1>
      <p className="lead">{t('lead')}</p>
      <TransactionsTabs active={tab} />
      <div data-testid={`transactions-${tab}`}>
        {total === 0 ? (
          <p className="watchlist-empty" data-testid="transactions-empty">
            {t(`empty.${tab}`)} {emptyLink && <Link href={emptyLink.href}>{t(emptyLink.key)}</Link>}
          </p>
        ) : shown === 0 ? (
          <p className="watchlist-empty" data-testid="transactions-past-last-page">
            {t('pastLastPage', { page, pages: lastPage })}{' '}
            <Link href={transactionsHref(tab, lastPage)}>{t('lastPage')}</Link>
          </p>
        ) : (
          <>
            {body}
            <TransactionsPagination tab={tab} page={page} pageSize={TRANSACTIONS_PAGE_SIZE} total={total} />
          </>
        )}
      </div>
    </section>
  );
}
