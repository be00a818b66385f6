import 'server-only';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { auctions, lanePauses, lots } from '@/lib/db/schema';
import { remainingMs } from '@/lib/domain/live-clock';
import {
  laneStateSchema,
  type LaneCommand,
  type LaneCommandInput,
  type LaneState,
} from '@/lib/schemas/admin-lanes';
import { logger } from '@/lib/log';
import { bringNextLot, type Advance, type ClockChange } from '../auctions/advance-auction';
import { clockSettings } from '../auctions/clock-settings';
import type { SaleEnd } from '../auctions/end-sale';
import { readLanePause, type LanePause } from '../auctions/lane-pause-state';
import { wakeLane } from '../auctions/lane-wake';
import { publishAdvance } from '../auctions/publish-advance';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import { idempotent, type Answer } from '../http/idempotency';
import { inBackground, notifySaleEnded } from '../notifications/bid-notices';
import type { SignedInStaff } from '../staff/staff-member';
import { lockLane, type LockedLane } from './lock-lane';
import { readLaneState } from './lane-view';

const log = logger('lane-commands');

/** The Idempotency-Key's route of each command (a key is good for one command of one staff member). */
export const LANE_COMMAND_ROUTES: Readonly<Record<LaneCommand, string>> = {
  pause: 'POST /rest-api/v2/admin/lanes/{id}/pause',
  resume: 'POST /rest-api/v2/admin/lanes/{id}/resume',
  skip: 'POST /rest-api/v2/admin/lanes/{id}/skip',
};

interface Done {
  state: LaneState;
  advance: Advance;
}

/** What each command writes, given the locked lane and its lot on the block; returns what the feed is told. */
type Apply = (
  tx: Db,
  lane: LockedLane & { lot: NonNullable<LockedLane['lot']> },
  pause: LanePause | null,
  context: {
    auctionId: number;
    staff: Pick<SignedInStaff, 'id' | 'email'>;
    request: Request | null;
    at: Date;
    reason?: string;
  },
) => Promise<ClockChange[]>;

function countdownRanOut(): ApiError {
  return ApiError.conflict(
    'countdown_ended',
    'The countdown has run out: the lot is being sold as it stands.',
  );
}

/** Pause: the countdown stops with what is left kept; bids are refused until the lane resumes. */
const pause: Apply = async (tx, lane, paused, { auctionId, staff, request, at, reason }) => {
  if (paused) throw ApiError.conflict('already_paused', 'This lane is paused already.');
  const left = remainingMs(lane.countdownEndsAt, at);
  if (left === 0) throw countdownRanOut();
  await tx
    .insert(lanePauses)
    .values({ auctionId, lotId: lane.lot.id, remainingMs: left, pausedAt: at, pausedBy: staff.id });
  await tx
    .update(auctions)
    .set({ countdownEndsAt: null, updatedAt: at })
    .where(and(eq(auctions.id, auctionId), eq(auctions.currentLotId, lane.lot.id)));
  await recordAudit(tx, staff, request, {
    action: 'lane.pause',
    entity: 'lane',
    entityId: auctionId,
    before: {
      paused: false,
      lotId: lane.lot.id,
      countdownEndsAt: lane.countdownEndsAt?.toISOString() ?? null,
    },
    after: { paused: true, lotId: lane.lot.id, remainingMs: left, ...(reason ? { reason } : {}) },
  });
  return [{ kind: 'paused', lotId: lane.lot.id }];
};

/** Resume: the countdown runs again from what was left when the lane was paused. */
const resume: Apply = async (tx, lane, paused, { auctionId, staff, request, at, reason }) => {
  if (!paused) throw ApiError.conflict('not_paused', 'This lane is not paused.');
  const deadline = new Date(at.getTime() + paused.remainingMs);
  await tx.delete(lanePauses).where(eq(lanePauses.auctionId, auctionId));
  await tx
    .update(auctions)
    .set({ countdownEndsAt: deadline, updatedAt: at })
    .where(and(eq(auctions.id, auctionId), eq(auctions.currentLotId, lane.lot.id)));
  await recordAudit(tx, staff, request, {
    action: 'lane.resume',
    entity: 'lane',
    entityId: auctionId,
    before: { paused: true, lotId: lane.lot.id, remainingMs: paused.remainingMs },
    after: {
      paused: false,
      lotId: lane.lot.id,
      countdownEndsAt: deadline.toISOString(),
      ...(reason ? { reason } : {}),
    },
  });
  return [{ kind: 'resumed', lotId: lane.lot.id }];
};

/**
 * Skip: the lot on the block ends not sold, whatever its bids (its high bidder's buying power is no longer held, as
 * for any lot not sold), and the next lot of the runlist comes up, or the auction ends after the last. A lane skipped
 * while paused stays paused: the next lot waits with its whole first countdown until the lane resumes.
 */
const skip: Apply = async (tx, lane, paused, { auctionId, staff, request, at, reason }) => {
  if (!paused && remainingMs(lane.countdownEndsAt, at) === 0) throw countdownRanOut();
  const lotId = lane.lot.id;
  await tx
    .update(lots)
    .set({ status: 'not-sold', updatedAt: at })
    .where(and(eq(lots.id, lotId), eq(lots.status, 'on-the-block')));
  const end: SaleEnd = { lotId, outcome: 'not-sold', winnerId: null, priceCents: null };
  const changes: ClockChange[] = [{ kind: 'lot-ended', end }];
  const settings = clockSettings();
  const deadline = await bringNextLot(tx, auctionId, at, settings, changes);
  const next = changes.find((c) => c.kind === 'on-the-block');
  if (paused && next?.kind === 'on-the-block') {
    await tx
      .update(lanePauses)
      .set({ lotId: next.lotId, remainingMs: settings.firstCountdownMs })
      .where(eq(lanePauses.auctionId, auctionId));
    await tx.update(auctions).set({ countdownEndsAt: null, updatedAt: at }).where(eq(auctions.id, auctionId));
  } else if (paused) {
    await tx.delete(lanePauses).where(eq(lanePauses.auctionId, auctionId));
  }
  await recordAudit(tx, staff, request, {
    action: 'lane.skip',
    entity: 'lane',
    entityId: auctionId,
    before: { lotId, lotStatus: 'on-the-block', paused: paused !== null },
    after: {
      lotId,
      lotStatus: 'not-sold',
      nextLotId: next?.kind === 'on-the-block' ? next.lotId : null,
      countdownEndsAt: paused ? null : (deadline?.toISOString() ?? null),
      ...(reason ? { reason } : {}),
    },
  });
  return changes;
};

const APPLY: Readonly<Record<LaneCommand, Apply>> = { pause, resume, skip };

/**
 * POST /rest-api/v2/admin/lanes/{id}/{pause|resume|skip}: one command on a live lane, once per Idempotency-Key (a
 * replay answers what the first request got). In one transaction: the lane is locked as the clock locks it
 * (lock-lane.ts), the command is refused with a 409 saying why (lane_not_live, no_lot_on_the_block,
 * lot_not_on_the_block, already_paused, not_paused, countdown_ended, lane_moved) or written with its audit entry, and
 * the lane's state is read back. After the commit the feed's watchers are told (paused, resumed, or not-sold and the
 * next lot on the block), this process's clock looks at the lane at once, and a skipped lot's bidders are told.
 * Clocks of other processes honour the change on their next step: it is in the database.
 */
export async function commandLane(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: Request | null,
  auctionId: number,
  command: LaneCommand,
  input: LaneCommandInput,
  idempotencyKey: string,
  now: () => Date = () => new Date(),
): Promise<Answer> {
  const { answer, result } = await idempotent<Done>(
    staff.id,
    LANE_COMMAND_ROUTES[command],
    idempotencyKey,
    { auctionId, ...input },
    async (tx) => {
      const at = now();
      const lane = await lockLane(tx, auctionId);
      if (!lane) throw ApiError.notFound('No lane (auction) has this id.');
      if (lane.status !== 'live') {
        throw ApiError.conflict(
          'lane_not_live',
          'This lane is not selling now: only a live lane takes commands.',
        );
      }
      const { lot } = lane;
      if (!lot) throw ApiError.conflict('no_lot_on_the_block', 'No lot is on the block in this lane now.');
      if (input.lotId !== undefined && input.lotId !== lot.id) {
        throw ApiError.conflict(
          'lot_not_on_the_block',
          `Lot ${input.lotId} is no longer on the block: lot ${lot.id} is. Look at the lane again.`,
        );
      }
      const paused = await readLanePause(tx, auctionId);
      const changes = await APPLY[command](tx, { ...lane, lot }, paused, {
        auctionId,
        staff,
        request,
        at,
        reason: input.reason,
      });
      const state = await readLaneState(auctionId, at, tx);
      return { state: state!, advance: { auctionId, changes, wakeAt: null } };
    },
    (done) => z.encode(laneStateSchema, done.state),
  );
  if (result) await afterCommand(result.advance, now());
  return answer;
}

/** Tell the feed, wake this process's clock for the lane, and tell a skipped lot's bidders (in the background). */
async function afterCommand(advance: Advance, at: Date): Promise<void> {
  for (const change of advance.changes) {
    if (change.kind === 'lot-ended') inBackground(notifySaleEnded(change.end));
  }
  await publishAdvance(advance, at).catch((error: unknown) =>
    log.error(`publishing lane ${advance.auctionId}'s command failed`, error),
  );
  wakeLane(advance.auctionId);
}
