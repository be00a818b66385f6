import { zonedTimeToUtc } from '@/lib/domain/zoned-time';
import type { BranchSeed } from './catalog/branches';

export interface PlannedAuction {
  branchId: number;
  lane: string;
  startsAt: Date;
}

/** Sales start at 10:00 in the branch's own time zone; lanes of one branch run side by side. */
export const SALE_START_HOUR = 10;
export const SCHEDULE_DAYS = 21;

/**
 * Each branch sells on one or two fixed weekdays (branches with three lanes twice a week), over the next three weeks
 * starting tomorrow (UTC calendar days). Deterministic for a given branch list and date.
 */
export function planAuctions(branches: readonly BranchSeed[], now: Date): PlannedAuction[] {
  const planned: PlannedAuction[] = [];
  branches.forEach((branch, index) => {
    const weekdays = new Set([1 + (index % 5)]);
    if (branch.lanes.length >= 3) weekdays.add(1 + ((index + 2) % 5));
    for (let offset = 1; offset <= SCHEDULE_DAYS; offset++) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
      if (!weekdays.has(day.getUTCDay())) continue;
      const startsAt = zonedTimeToUtc(
        {
          year: day.getUTCFullYear(),
          month: day.getUTCMonth() + 1,
          day: day.getUTCDate(),
          hour: SALE_START_HOUR,
          minute: 0,
        },
        branch.timeZone,
      );
      for (const lane of branch.lanes) planned.push({ branchId: branch.code, lane, startsAt });
    }
  });
  return planned;
}
