import 'server-only';
import { env } from '@/lib/env';

/**
 * Whether a deposit refund the rules let through waits for finance (REFUNDS_NEED_APPROVAL, off by default: paid out
 * at once, as before the back office had a refunds queue). Read on every request, one module, so tests can turn it.
 */
export function refundsNeedApproval(): boolean {
  return env().REFUNDS_NEED_APPROVAL;
}
