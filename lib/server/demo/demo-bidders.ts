import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deposits, idReviews, lots, members } from '@/lib/db/schema';
import { TERMS_VERSION } from '@/lib/domain/business-rules';
import { nextMinimumBid } from '@/lib/domain/bid-increments';
import { cents, type Cents } from '@/lib/domain/money';
import { onAuctionFeed } from '@/lib/live/auction-feed';
import { LIVE_EVENT } from '@/lib/live/feed-events';
import type { LiveEvent } from '@/lib/domain/live-events';
import { logger } from '@/lib/log';
import { placeBid } from '../bids/place-bid';

const log = logger('demo-bidders');

/**
 * Demo bidders: flagged accounts (is_demo, is_demo_bidder) without a password, so nobody signs in as them. They bid
 * only under DEMO_MODE, through the same bid service as the bid endpoint (placeBid: same checks, same ledger).
 */
export const DEMO_BIDDERS = [
  { id: 'demo-bidder-1', firstName: 'Dana', lastName: 'Demo', countryIso2: 'US' },
  { id: 'demo-bidder-2', firstName: 'Omar', lastName: 'Demo', countryIso2: 'US' },
  { id: 'demo-bidder-3', firstName: 'Lena', lastName: 'Demo', countryIso2: 'PL' },
  { id: 'demo-bidder-4', firstName: 'Ivan', lastName: 'Demo', countryIso2: 'UA' },
] as const;
/** Each demo bidder's held deposit: buying power 10x ($2,000,000), enough for a long demo. */
const DEMO_BIDDER_DEPOSIT_CENTS = cents(20_000_000);

export async function ensureDemoBidders(db: Db): Promise<void> {
  const created = await db
    .insert(members)
    .values(
      DEMO_BIDDERS.map((b) => ({
        id: b.id,
        email: `${b.id}@demo.example.com`,
        emailVerified: true,
        name: `${b.firstName} ${b.lastName}`,
        firstName: b.firstName,
        lastName: b.lastName,
        countryIso2: b.countryIso2,
        membershipCode: 'vip',
        acceptedTermsVersion: TERMS_VERSION,
        isDemo: true,
        isDemoBidder: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: members.id });
  if (created.length === 0) return;
  // Demo bidders raise lots far above the unverified cap: their ids count as approved (no file on record).
  await db
    .insert(idReviews)
    .values(created.map(({ id }) => ({ memberId: id, status: 'approved' as const, decidedAt: new Date() })));
  await db.insert(deposits).values(
    created.map(({ id }) => ({
      memberId: id,
      amountCents: DEMO_BIDDER_DEPOSIT_CENTS,
      status: 'held' as const,
      method: 'demo' as const,
    })),
  );
}

export interface DemoBidding {
  stop(): void;
}

/**
 * Watch the feed of this process and, while a lot is on the block, let a demo bidder raise it by one increment at a
 * human pace (a few seconds after the last event, always before the countdown runs out), up to a price picked per lot
 * from its estimated retail value; then the lot sells. A real member's bid is answered the same way.
 */
export function startDemoBidding(db: Db, random: () => number = Math.random): DemoBidding {
  const timers = new Map<string, NodeJS.Timeout>();
  const targets = new Map<number, Cents>();
  let stopped = false;

  const bidOnce = async (lotId: number) => {
    const [lot] = await db
      .select({
        status: lots.status,
        currentBidCents: lots.currentBidCents,
        bidCount: lots.bidCount,
        highBidderId: lots.highBidderId,
        ervCents: lots.estimatedRetailValueCents,
      })
      .from(lots)
      .where(eq(lots.id, lotId));
    if (!lot || lot.status !== 'on-the-block' || stopped) return;
    let target = targets.get(lotId);
    if (target === undefined) {
      target = cents(Math.round(lot.ervCents * (0.15 + random() * 0.3)));
      targets.set(lotId, target);
    }
    const amount = nextMinimumBid(lot.currentBidCents, lot.bidCount);
    if (amount > target) return;
    const candidates = DEMO_BIDDERS.filter((b) => b.id !== lot.highBidderId);
    const bidder = candidates[Math.floor(random() * candidates.length)]!;
    const answer = await placeBid(bidder.id, { lotId, maxBid: amount, locale: 'en' }, `demo-${randomUUID()}`);
    if (answer.status !== 200) log.debug(`demo bid on ${lotId} refused`, answer.body);
  };

  const off = onAuctionFeed((room, name, message) => {
    if (name !== LIVE_EVENT || stopped) return;
    const event = message as LiveEvent;
    clearTimeout(timers.get(room));
    timers.delete(room);
    const lot = event.lot;
    if (!lot?.on_the_block || !event.countdown) return;
    const remaining = event.countdown.remaining_ms;
    const delay = Math.max(500, Math.min(remaining - 1_500, 2_000 + random() * 5_000));
    timers.set(
      room,
      setTimeout(() => {
        timers.delete(room);
        bidOnce(lot.lot_id).catch((error: unknown) => log.warn('demo bid failed', error));
      }, delay),
    );
  });

  return {
    stop() {
      stopped = true;
      off();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** Whether the database holds the demo data (the seed's flagged demo accounts): the demo runs only then. */
export async function hasDemoData(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.id, ['demo-guest', 'demo-starter', 'demo-vip']))
    .limit(1);
  return rows.length > 0;
}
