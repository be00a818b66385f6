import en from '@/messages/en.json' with { type: 'json' };
import type { AdminLotStatus } from '@/lib/schemas/admin-lots';

/** Each lot status's English name, as the lot page shows it. */
export const STATUS_NAMES: Readonly<Record<AdminLotStatus, string>> = en.LotStatus;
