import { getTranslations } from 'next-intl/server';
import { BuyerPowerPrompt } from './buyer-power-prompt';
import { GuestUpgradePrompt } from './guest-upgrade-prompt';

/** The account dashboard's prompts: the Guest upgrade prompt and the buyer-power prompt. */
export async function MemberPrompts({ membershipName }: { membershipName: string }) {
  const t = await getTranslations('Memberships.buyerPowerPrompt');
  return (
    <>
      <GuestUpgradePrompt membershipName={membershipName} />
      <BuyerPowerPrompt
        labels={{ label: t('label'), message: t('message'), link: t('link'), dismiss: t('dismiss') }}
      />
    </>
  );
}
