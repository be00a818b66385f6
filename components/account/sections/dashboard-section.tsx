import { getFormatter, getTranslations } from 'next-intl/server';
import { MemberPrompts } from '@/components/members/member-prompts';
import { formatCount, formatUsd } from '@/lib/domain/format';
import { Link } from '@/lib/i18n/navigation';
import { memberMe } from '@/lib/server/members/member-me';
import type { SectionProps } from './section-props';

const LINKS = [
  ['search', '/search'],
  ['watchlist', '/myaccount/watchlist'],
  ['biddingLimit', '/myaccount/bidding-limit'],
  ['membership', '/myaccount/manage-membership'],
  ['contact', '/myaccount/contact-information'],
  ['security', '/myaccount/security'],
] as const;

/** /myaccount/: who is signed in, their tier, buying power and counts, and where to go next. */
export default async function DashboardSection({ section, member }: SectionProps) {
  const [t, format, me] = await Promise.all([
    getTranslations('Dashboard'),
    getFormatter(),
    memberMe(member.id),
  ]);
  const facts = [
    ['membership', me.membership.name],
    ['buyingPower', formatUsd(me.buyer_power.amountCents)],
    ['watching', formatCount(me.watchlistCurrentCnt)],
    ['activeBids', formatCount(me.activeBidsCount)],
    ['purchases', formatCount(me.lotPurchasesCount)],
  ] as const;
  return (
    <section data-testid={`account-${section}`}>
      <h1>{t('greeting', { name: me.first_name })}</h1>
      <p className="field-hint">
        {t('memberSince', { date: format.dateTime(new Date(me.signUpTimestamp), { dateStyle: 'long' }) })}
      </p>
      <MemberPrompts membershipName={me.membership.name} />
      <dl className="account-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd data-testid={`dashboard-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('next')}</h2>
      <ul className="link-list">
        {LINKS.map(([key, href]) => (
          <li key={key}>
            <Link href={href}>{t(`links.${key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
