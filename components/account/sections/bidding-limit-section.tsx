import { getTranslations } from 'next-intl/server';
import { MarkBuyerPowerVisited } from '@/components/members/mark-buyer-power-visited';
import {
  BUYING_POWER_MULTIPLIER,
  DEPOSIT_MIN_CENTS,
  DEPOSIT_MIN_SHARE_BASIS_POINTS,
  membershipRule,
  percentOfBasisPoints,
  type MembershipCode,
} from '@/lib/domain/business-rules';
import { formatCount, formatUsd } from '@/lib/domain/format';
import { times } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { buyingPowerOverview } from '@/lib/server/bids/buying-power-overview';
import { currentMembershipCode } from '@/lib/server/members/membership-overview';
import { upgradeTargets } from '@/lib/server/members/membership-ranks';
import type { SectionProps } from './section-props';

/**
 * /myaccount/bidding-limit, the buyer power page: buying power, what is available and what holds the rest (each lot
 * linked), the deposit rule, how to raise the limit and the membership's active-bid limit. Visiting it sets the
 * member's buyer-power-visited flag.
 */
export default async function BiddingLimitSection({ section, member }: SectionProps) {
  const [t, power, code] = await Promise.all([
    getTranslations('Memberships.biddingLimit'),
    buyingPowerOverview(member.id),
    currentMembershipCode(member.id),
  ]);
  const rule = membershipRule(code as MembershipCode);
  const facts = [
    ['buyingPower', t('buyingPower'), formatUsd(power.limitCents)],
    ['available', t('available'), formatUsd(power.availableCents)],
    ['committed', t('committed'), formatUsd(power.committedCents)],
    ['minimumDeposit', t('minimumDeposit'), formatUsd(DEPOSIT_MIN_CENTS)],
    [
      'activeBids',
      t('activeBids', { tier: rule.name }),
      rule.maxActiveBids === null ? t('unlimited') : formatCount(rule.maxActiveBids),
    ],
  ] as const;
  return (
    <section data-testid={`account-${section}`}>
      <h1>{t('title')}</h1>
      <dl className="account-facts">
        {facts.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`bidding-limit-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('commitmentsTitle')}</h2>
      {power.commitments.length === 0 ? (
        <p data-testid="bidding-limit-commitments-empty">{t('commitmentsEmpty')}</p>
      ) : (
        <>
          <ul className="commitments" data-testid="bidding-limit-commitments">
            {power.commitments.map((c) => (
              <li key={`${c.kind}-${c.lotId}`}>
                <Link href={c.path}>{c.title}</Link> <span>{t(`kind.${c.kind}`)}</span>{' '}
                <strong>
                  <bdi>{formatUsd(c.cents)}</bdi>
                </strong>
              </li>
            ))}
          </ul>
          <p className="field-hint">{t('commitmentsNote')}</p>
        </>
      )}
      <h2>{t('raiseTitle')}</h2>
      <p>
        {t('rule', {
          multiplier: BUYING_POWER_MULTIPLIER,
          minimum: formatUsd(DEPOSIT_MIN_CENTS),
          share: percentOfBasisPoints(DEPOSIT_MIN_SHARE_BASIS_POINTS),
        })}
      </p>
      <p>
        {t('example', {
          deposit: formatUsd(DEPOSIT_MIN_CENTS),
          power: formatUsd(times(DEPOSIT_MIN_CENTS, BUYING_POWER_MULTIPLIER)),
        })}
      </p>
      <p>
        {t('raiseText', { multiplier: BUYING_POWER_MULTIPLIER })}{' '}
        <Link href="/myaccount/bidding-limit/payment">{t('raiseLink')}</Link>
      </p>
      {upgradeTargets(code).length > 0 && (
        <p>
          <Link href="/myaccount/manage-membership">{t('membershipLink')}</Link>
        </p>
      )}
      <MarkBuyerPowerVisited memberId={member.id} />
    </section>
  );
}
