/**
 * SPEC §6: members whose e-mail is at one of four internal company domains are company members (SPEC does not name
 * the domains; these are ours and live here only).
 */
export const COMPANY_EMAIL_DOMAINS = [
  'salvagelane.com',
  'salvagelane.example',
  'salvagelane-auctions.com',
  'salvagelane.co',
] as const;

export function isCompanyEmail(email: string): boolean {
  const domain = email.toLowerCase().split('@').pop() ?? '';
  return COMPANY_EMAIL_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** Sale statuses in which a lot can still be bid on or watched for a coming sale. */
export const OPEN_LOT_STATUSES = ['upcoming', 'pre-bidding', 'on-the-block'] as const;
/** Statuses in which a lot ended with a buyer. */
export const PURCHASED_LOT_STATUSES = ['sold', 'bought-now'] as const;
