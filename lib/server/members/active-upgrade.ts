import 'server-only';
import { getDb } from '@/lib/db/database';
import { activeUpgrade } from './upgrade-payment';

/** The member's active paid membership (the newest), or null: what /myaccount/success-upgrade shows after a payment. */
export async function activeUpgradeOf(memberId: string): ReturnType<typeof activeUpgrade> {
  return activeUpgrade(await getDb(), memberId);
}
