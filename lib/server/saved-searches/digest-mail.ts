import 'server-only';
import { formatUsd } from '@/lib/domain/format';
import type { Locale } from '@/lib/domain/locales';
import type { Cents } from '@/lib/domain/money';
import { lotPathOf } from '@/lib/domain/lot-route';
import { savedSearchPath } from '@/lib/domain/saved-search';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Mail } from '../notifications/mailer';
import { mailTranslator } from '../notifications/mail-texts';
import { linkOrigin } from '../http/request-origin';

/** A new lot as the digest names it. */
export interface DigestLot {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  currentBidCents: Cents;
}

/** One saved search with new lots: the newest few of them and how many there are in all. */
export interface DigestEntry {
  name: string;
  query: Record<string, string>;
  lots: DigestLot[];
  count: number;
}

/**
 * The digest mail in the member's language: per saved search its name, how many new lots, the newest few with their
 * links, a link to the whole search, and where to manage the searches.
 */
export async function digestMail(input: {
  to: string;
  firstName: string;
  locale: Locale;
  entries: DigestEntry[];
}): Promise<Mail> {
  const { locale, entries } = input;
  const t = await mailTranslator(locale);
  const link = (path: string) => new URL(localizedPath(path, locale), linkOrigin()).toString();
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  const blocks = entries.map((entry) => {
    const lines = [t('savedSearchDigestSearch', { search: entry.name, count: entry.count })];
    for (const lot of entry.lots) {
      const title = [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ');
      const bid = formatUsd(lot.currentBidCents);
      lines.push(
        `- ${t('savedSearchDigestLot', { title, bid, lotId: String(lot.id) })}`,
        `  ${link(lotPathOf(lot))}`,
      );
    }
    const more = entry.count - entry.lots.length;
    lines.push(
      more > 0
        ? t('savedSearchDigestMore', { count: more, link: link(savedSearchPath(entry.query)) })
        : t('savedSearchDigestOpen', { link: link(savedSearchPath(entry.query)) }),
    );
    return lines.join('\n');
  });
  const text = [
    t('savedSearchDigestIntro', { name: input.firstName, count: total }),
    ...blocks,
    t('savedSearchDigestFooter', { link: link('/myaccount/saved-searches') }),
  ].join('\n\n');
  return {
    to: input.to,
    subject: t('savedSearchDigestSubject', { count: total }),
    text,
    template: 'saved-search-digest',
  };
}
