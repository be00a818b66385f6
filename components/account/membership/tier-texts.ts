import type { getTranslations } from 'next-intl/server';
import { formatCount, formatUsd } from '@/lib/domain/format';
import type { MembershipTypeView } from '@/lib/schemas/membership';

type Translator = Awaited<ReturnType<typeof getTranslations>>;

/** A tier's price, buyer fee, live bidding and active-bid limit as display texts (`t` of the Memberships namespace). */
export function tierTexts(t: Translator, type: MembershipTypeView) {
  return {
    price: type.priceCents === 0 ? t('free') : t('perYear', { price: formatUsd(type.priceCents) }),
    buyerFee: t('buyerFee', {
      percent: type.buyerFee.percent,
      minimum: formatUsd(type.buyerFee.minimum),
    }),
    liveBidding: type.liveBidding ? t('yes') : t('no'),
    activeBids: type.maxActiveBids === null ? t('unlimited') : formatCount(type.maxActiveBids),
  };
}

/** The payment page of a paid tier. */
export const paymentPath = (code: string) => `/myaccount/membership/${code}/payment`;
