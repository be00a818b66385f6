import { getFormatter, getTranslations } from 'next-intl/server';
import { SavedSearchActions } from '@/components/saved-searches/saved-search-actions';
import { errorLabels } from '@/components/saved-searches/saved-search-labels';
import { Link } from '@/lib/i18n/navigation';
import { listSavedSearches } from '@/lib/server/saved-searches/read-saved-searches';
import type { SavedSearchWithTotals } from '@/lib/schemas/saved-searches';
import type { SectionProps } from './section-props';
import '@/components/saved-searches/saved-searches.css';

/**
 * /myaccount/saved-searches: the member's saved searches, each with a link that runs it, how many open lots it finds
 * and how many of them are new since the member last opened it, and rename and delete.
 */
export default async function SavedSearchesSection({ section, member }: SectionProps) {
  const [t, account, format, list] = await Promise.all([
    getTranslations('SavedSearches'),
    getTranslations('Account'),
    getFormatter(),
    listSavedSearches(member.id, true),
  ]);
  const items = list.items as SavedSearchWithTotals[];
  return (
    <section data-testid={`account-${section}`}>
      <h1>{account('saved-searches')}</h1>
      <p>{t('intro')}</p>
      {items.length === 0 ? (
        <p className="saved-searches-empty">
          {t('empty')} <Link href="/search">{t('emptyLink')}</Link>
        </p>
      ) : (
        <>
          <p className="field-hint" data-testid="saved-searches-count">
            {t('count', { count: list.count, limit: list.limit })}
          </p>
          <ul className="saved-searches">
            {items.map((item) => (
              <li key={item.id} className="saved-searches__item" data-testid="saved-search">
                <h2>{item.name}</h2>
                <p className="saved-searches__counts">
                  <span data-testid="saved-search-total">{t('total', { count: item.total })}</span>
                  {' · '}
                  <span
                    data-testid="saved-search-new"
                    className={item.newCount > 0 ? 'saved-searches__new' : undefined}
                    title={t('newHint')}
                  >
                    {t('new', { count: item.newCount })}
                  </span>
                </p>
                <p className="field-hint">
                  {t('savedOn', { date: format.dateTime(new Date(item.createdAt), { dateStyle: 'medium' }) })}
                </p>
                <Link
                  href={item.url}
                  className="button is-light-blue saved-searches__open"
                  aria-label={t('openLabel', { name: item.name })}
                >
                  {t('open')}
                </Link>
                <SavedSearchActions
                  id={item.id}
                  name={item.name}
                  labels={{
                    rename: t('rename'),
                    renameLabel: t('renameLabel', { name: item.name }),
                    confirm: t('confirm'),
                    cancel: t('cancel'),
                    renamed: t('renamed'),
                    delete: t('delete'),
                    deleteLabel: t('deleteLabel', { name: item.name }),
                    deleted: t('deleted'),
                    errors: errorLabels(t),
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
