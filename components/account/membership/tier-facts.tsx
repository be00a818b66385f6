import { getTranslations } from 'next-intl/server';
import type { MembershipTypeView } from '@/lib/schemas/membership';
import { tierTexts } from './tier-texts';

/** One tier at a glance: name, annual price, buyer fee, live bidding and active bids. */
export async function TierFacts({ type, testId }: { type: MembershipTypeView; testId?: string }) {
  const t = await getTranslations('Memberships');
  const text = tierTexts(t, type);
  const facts = [
    ['tier', type.name],
    ['price', text.price],
    ['buyerFee', text.buyerFee],
    ['liveBidding', text.liveBidding],
    ['activeBids', text.activeBids],
  ] as const;
  return (
    <dl className="account-facts" data-testid={testId}>
      {facts.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`facts.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
