import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  accounts,
  auctions,
  branches,
  deposits,
  idReviews,
  lots,
  members,
  pageMetadata,
  transactions,
} from '../schema';
import { TERMS_VERSION } from '@/lib/domain/business-rules';
import { BRANCHES } from './catalog/branches';
import { syncConfigRows } from '../config-rows';
import { transaction } from '../transaction';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo-members';
import { insertDemoStaff } from './demo-staff';
import { generateLot, type LotRow } from './lot-generator';
import { generateFinishedSale, HISTORY_SHARE } from './sale-history';
import { lotPathOf } from '@/lib/domain/lot-route';
import { DESCRIBED_LOTS, lotMetadataRow, pageMetadataRows } from './page-metadata';
import { Random } from './random';
import { planAuctions } from './schedule';

export const DEFAULT_SEED = 'salvage-lane-demo';
const LOT_BATCH = 500;
/** Share of lots not yet assigned to a sale ("sale date pending"). */
const UNSCHEDULED_SHARE = 0.05;
/** How many open lots the finished sales take their twins from. */
const OPEN_LOT_SAMPLE = 2_000;

export interface SeedOptions {
  lots: number;
  /** The day the three-week schedule starts from (default: now). */
  now?: Date;
  seed?: string;
  hashPassword: (password: string) => Promise<string>;
  /**
   * Besides the open lots, finished sales of the last 180 days (HISTORY_SHARE of them: sold, not sold, bought now,
   * some an open lot's earlier run), so the lot pages' price history shows on a fresh start. Default true.
   */
  history?: boolean;
  onProgress?: (lotsDone: number, lotsTotal: number) => void;
}

export interface SeedReport {
  branches: number;
  auctions: number;
  lots: number;
  /** Finished sales generated for the price history. */
  finishedSales: number;
  members: number;
}

/** True when the database has no inventory and no reference data: the state `npm start` fills. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(branches);
  return (row?.n ?? 0) === 0;
}

/** Remove all demo data (inventory, members and what hangs off them) so a new seed can run. */
export async function clearDatabase(db: Db): Promise<void> {
  await db.execute(sql`truncate table
    bills_of_sale, documents, refunds, transactions, deposits, credit_cards, idempotency_keys, proxy_maximums, bids,
    watchlist, saved_searches, membership_subscriptions, verifications, accounts, sessions, lots, auctions, members,
    branches, membership_types, terms_versions, page_metadata, mail_outbox, contact_messages, analytics_events
    restart identity cascade`);
}

/**
 * Fill an empty database with the deterministic demo inventory, in one transaction: it lands whole or not at all.
 * The same seed, lot count and start day give the same rows.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const random = new Random(options.seed ?? DEFAULT_SEED);
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);

  return transaction(db, async (tx) => {
    await syncConfigRows(tx);
    await tx.insert(branches).values(
      BRANCHES.map((b) => ({
        id: b.code,
        name: b.name,
        city: b.city,
        state: b.state,
        zip: b.zip,
        timeZone: b.timeZone,
        lanes: [...b.lanes],
        latitude: b.latitude,
        longitude: b.longitude,
      })),
    );
    const planned = planAuctions(BRANCHES, now);
    const created = await tx.insert(auctions).values(planned).returning({
      id: auctions.id,
      branchId: auctions.branchId,
      lane: auctions.lane,
      startsAt: auctions.startsAt,
    });

    await insertDemoMembers(tx, passwordHash);
    await insertDemoStaff(tx, passwordHash);

    const branchByCode = new Map(BRANCHES.map((b) => [b.code, b]));
    const positions = new Map<number, number>();
    let batch: LotRow[] = [];
    const described: ReturnType<typeof lotMetadataRow>[] = [];
    // Every k-th open lot, as the twins of the finished sales (no random draw: the open lots stay as they were).
    const sampleEvery = Math.max(1, Math.ceil(options.lots / OPEN_LOT_SAMPLE));
    const openSample: LotRow[] = [];
    for (let index = 0; index < options.lots; index++) {
      let lot: LotRow;
      if (created.length === 0 || random.chance(UNSCHEDULED_SHARE)) {
        const branch = random.weighted(BRANCHES, (b) => b.lanes.length);
        lot = generateLot(random, index, now, { branch, auction: null, runlistPosition: null });
      } else {
        const auction = random.pick(created);
        const position = (positions.get(auction.id) ?? 0) + 1;
        positions.set(auction.id, position);
        const branch = branchByCode.get(auction.branchId)!;
        lot = generateLot(random, index, now, { branch, auction, runlistPosition: position });
      }
      batch.push(lot);
      if (index % sampleEvery === 0) openSample.push(lot);
      if (index < DESCRIBED_LOTS) {
        described.push(
          lotMetadataRow({
            ...lot,
            path: lotPathOf(lot),
          }),
        );
      }
      if (batch.length === LOT_BATCH || index === options.lots - 1) {
        await tx.insert(lots).values(batch);
        batch = [];
        options.onProgress?.(index + 1, options.lots);
      }
    }

    const finishedSales = options.history === false ? 0 : Math.round(options.lots * HISTORY_SHARE);
    for (let done = 0; done < finishedSales; done++) {
      const branch = random.weighted(BRANCHES, (b) => b.lanes.length);
      batch.push(generateFinishedSale(random, options.lots + done, now, branch, openSample));
      if (batch.length === LOT_BATCH || done === finishedSales - 1) {
        await tx.insert(lots).values(batch);
        batch = [];
      }
    }

    await tx.insert(pageMetadata).values([...pageMetadataRows(), ...described]);
    return {
      branches: BRANCHES.length,
      auctions: created.length,
      lots: options.lots,
      finishedSales,
      members: DEMO_MEMBERS.length,
    };
  });
}

async function insertDemoMembers(db: Db, passwordHash: string): Promise<void> {
  await db.insert(members).values(
    DEMO_MEMBERS.map((m) => ({
      id: m.id,
      email: m.email,
      emailVerified: true,
      name: `${m.firstName} ${m.lastName}`,
      firstName: m.firstName,
      lastName: m.lastName,
      countryIso2: m.countryIso2,
      membershipCode: m.membershipCode,
      acceptedTermsVersion: TERMS_VERSION,
      isDemo: true,
    })),
  );
  await db.insert(accounts).values(
    DEMO_MEMBERS.map((m) => ({
      id: `${m.id}-credential`,
      accountId: m.id,
      providerId: 'credential',
      memberId: m.id,
      password: passwordHash,
    })),
  );
  // The demo's members bid and buy without the unverified cap: their ids count as approved (no file on record).
  await db
    .insert(idReviews)
    .values(
      DEMO_MEMBERS.map((m) => ({ memberId: m.id, status: 'approved' as const, decidedAt: new Date() })),
    );
  for (const m of DEMO_MEMBERS.filter((d) => d.depositCents > 0)) {
    const [deposit] = await db
      .insert(deposits)
      .values({ memberId: m.id, amountCents: m.depositCents, status: 'held', method: 'demo' })
      .returning({ id: deposits.id });
    await db.insert(transactions).values({
      memberId: m.id,
      kind: 'deposit',
      amountCents: m.depositCents,
      status: 'completed',
      depositId: deposit!.id,
      description: 'Demo deposit',
      idempotencyKey: `demo-deposit-${m.id}`,
    });
  }
}
