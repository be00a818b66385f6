/**
 * SPEC §4's buyer-power prompt: shown to a member whose buying power is $0 until they visit the buyer power page
 * (/myaccount/bidding-limit) or dismiss the prompt; either sets a per-member flag in local storage.
 */

/** The local-storage key of the flag for one member. */
export function buyerPowerVisitedKey(memberId: string): string {
  return `SB.buyerPowerVisited.${memberId}`;
}

export const BUYER_POWER_VISITED = '1';

export interface BuyerPowerPromptMember {
  id: string;
  buyer_power: { amount: number };
}

/** Whether the flag is set; storage that is missing or refuses access counts as "not set". */
export function buyerPowerVisited(
  memberId: string,
  storage: Pick<Storage, 'getItem'> | null | undefined,
): boolean {
  try {
    return storage?.getItem(buyerPowerVisitedKey(memberId)) != null;
  } catch {
    return false;
  }
}

/** Show the prompt to a signed-in member whose buyer_power.amount is 0 and whose visited flag is not set. */
export function shouldShowBuyerPowerPrompt(
  member: BuyerPowerPromptMember | null | undefined,
  storage: Pick<Storage, 'getItem'> | null | undefined,
): boolean {
  if (!member) return false;
  return member.buyer_power.amount === 0 && !buyerPowerVisited(member.id, storage);
}
