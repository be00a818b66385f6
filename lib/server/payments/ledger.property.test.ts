import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deposits, gatewayOperations, payments, transactions } from '@/lib/db/schema';
import { endSale } from '@/lib/server/auctions/end-sale';
import { buyingPower } from '@/lib/server/bids/buying-power';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, postBuyNow, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { getCheckout, postCheckout, postDeposit, savedCardId } from '@/test/payments';
import { purchasesDue } from './purchases-due';
import { requestDepositRefund } from './refunds';

/**
 * Issue 8 point 6: random sequences of deposits (some declined, some malformed), bids, sales that end, buy-it-now,
 * checkout payments (some with a stale total) and deposit refunds, through the real services and routes, with
 * replayed Idempotency-Keys (double clicks) among them. After every step (for the member who acted; for everyone after
 * a sale ends or a lot is bought now, and at the end of each sequence): buying power never goes
 * negative (commitments never pass the limit), no key is charged twice, and the sums balance: the held deposits, the
 * buying power, the checkout list and the unpaid purchases are what the ledger says, and the money the gateway moved
 * is the money the ledger shows. Seeded, so a failure replays; LEDGER_SEQUENCES sets how many (default 50).
 */
jest.setTimeout(600_000);
afterAll(() => closeRateLimiters());

const SEQUENCES = Number(process.env.LEDGER_SEQUENCES ?? 50);
const STEPS = 5;

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Member = Awaited<ReturnType<typeof registerBidder>> & { cardId: number; poorCardId: number };

describe.each(testDatabaseKinds())('the money ledger under random sequences on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
  });

  const sumOf = async (memberId: string, kinds: string[]) => {
    const [row] = await db
      .select({ cents: sql<string>`coalesce(sum(${transactions.amountCents}), 0)` })
      .from(transactions)
      .where(
        and(
          eq(transactions.memberId, memberId),
          inArray(transactions.kind, kinds as never[]),
          inArray(transactions.status, ['pending', 'completed']),
        ),
      );
    return Number(row!.cents);
  };

  /** Every invariant, for one member; `where` names the step in a failure. */
  async function check(member: Member, where: string) {
    const id = member.memberId;
    const power = await buyingPower(db, id);
    // Buying power never negative: what the open bids and unpaid purchases commit never passes the limit.
    expect([where, power.committedCents <= power.limitCents, power.availableCents >= 0]).toEqual([
      where,
      true,
      true,
    ]);
    // The held deposits are what the ledger's deposit rows say, and buying power is 10 x that.
    const ledgerHeld = await sumOf(id, ['deposit', 'deposit-refund']);
    const [held] = await db
      .select({ cents: sql<string>`coalesce(sum(${deposits.amountCents}), 0)` })
      .from(deposits)
      .where(and(eq(deposits.memberId, id), eq(deposits.status, 'held')));
    expect([where, ledgerHeld]).toEqual([where, Number(held!.cents)]);
    expect([where, power.limitCents]).toEqual([where, ledgerHeld * 10]);
    // The unpaid purchases (checkout list, buying power) are the lots whose ledger rows leave something to pay.
    const due = await purchasesDue(db, id, new Date());
    const unpaid = power.commitments.filter((c) => c.kind === 'unpaid-purchase');
    expect([where, unpaid.map((c) => [c.lotId, c.cents]).sort()]).toEqual([
      where,
      due.map((d) => [d.lotId, d.totalCents - d.lateFeeDueCents]).sort(),
    ]);
    const owed = await sumOf(id, [
      'purchase',
      'buyer-fee',
      'documentation-fee',
      'gate-fee',
      'environmental-fee',
      'late-fee',
      'payment',
    ]);
    expect([where, owed]).toEqual([where, unpaid.reduce((sum, c) => sum + c.cents, 0)]);
    // The money the gateway moved for the member is the money the ledger shows: deposits in, refunds out, payments in.
    const own = await db.select().from(payments).where(eq(payments.memberId, id));
    const refs = own.flatMap((p) => (p.gatewayRef ? [p.gatewayRef] : []));
    const ops =
      refs.length === 0
        ? []
        : await db.select().from(gatewayOperations).where(inArray(gatewayOperations.reference, refs));
    const moved = (operation: string) =>
      ops
        .filter((o) => o.operation === operation && o.outcome === 'approved')
        .reduce((sum, o) => sum + (o.amountCents ?? 0), 0);
    const paidIn = -(await sumOf(id, ['payment']));
    expect([where, moved('capture') - moved('refund')]).toEqual([where, ledgerHeld + paidIn]);
    // Nothing is charged twice: one capture per payment, only for approved (or refunded) payments.
    for (const payment of own) {
      const captures = ops.filter(
        (o) =>
          o.operation === 'capture' &&
          o.outcome === 'approved' &&
          o.idempotencyKey === `payment:${payment.id}:capture`,
      );
      const charged = payment.status === 'approved' || payment.status === 'refunded';
      expect([where, payment.id, captures.length]).toEqual([where, payment.id, charged ? 1 : 0]);
    }
  }

  test(`${SEQUENCES} seeded sequences keep the ledger balanced`, async () => {
    const random = generator(kind === 'postgres' ? 2026 : 8);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const members: Member[] = [];
    for (const membership of ['starter', 'premium', 'vip'] as const) {
      const bidder = await registerBidder(db, { depositCents: 0, membership });
      members.push({
        ...bidder,
        cardId: await savedCardId(bidder),
        poorCardId: await savedCardId(bidder, '4000000000009995'),
      });
    }
    let nextLot = 360_000_000;
    let stepsRun = 0;
    const counts: Record<string, number> = {};

    /** Sends a keyed request; sometimes twice at once or again afterwards (a double click): the same answer. */
    async function keyed(name: string, send: (key: string) => Promise<{ status: number; body: unknown }>) {
      const key = randomUUID();
      let first: { status: number; body: unknown };
      if (random() < 0.2) {
        const [a, b] = await Promise.all([send(key), send(key)]);
        expect(b).toEqual(a);
        first = a;
      } else {
        first = await send(key);
      }
      if (random() < 0.25) expect(await send(key)).toEqual(first);
      counts[`${name} ${first.status}`] = (counts[`${name} ${first.status}`] ?? 0) + 1;
    }

    for (let sequence = 0; sequence < SEQUENCES; sequence++) {
      const auction = (nextLot += 1);
      const listed = (nextLot += 1);
      const bin = 50_000 + Math.floor(random() * 40) * 5_000;
      await insertTestLots(db, [{ id: auction }, { id: listed, buyItNowPriceCents: bin }]);
      for (let step = 0; step < STEPS; step++) {
        const member = pick(members);
        const where = `sequence ${sequence} step ${step}`;
        const roll = random();
        if (roll < 0.2) {
          const amount = pick([600, 700, 1_000, 1_500, 599, '800.5']);
          const cardId = random() < 0.15 ? member.poorCardId : member.cardId;
          await keyed('deposit', (key) => postDeposit(member, { amount, cardId }, key));
        } else if (roll < 0.45) {
          const maxBid = pick([100, 500, 1_000, 2_500, 4_000, 7_500, 12_000]);
          await keyed('bid', async (key) => {
            const { status, body } = await postBid(member, { lotId: auction, maxBid }, key);
            return { status, body };
          });
        } else if (roll < 0.55) {
          await keyed('buy-now', async (key) => {
            const { status, body } = await postBuyNow(member, listed, key);
            return { status, body };
          });
        } else if (roll < 0.65) {
          await endSale(auction);
        } else if (roll < 0.85) {
          const { body } = await getCheckout(member);
          const lots = body.data.lots as { lotId: number; total: number }[];
          if (lots.length > 0) {
            const chosen = lots.filter(() => random() < 0.7);
            const paying = chosen.length > 0 ? chosen : lots.slice(0, 1);
            const total = paying.reduce((sum, l) => sum + l.total, 0);
            const amount = random() < 0.1 ? total + 1 : total;
            const cardId = random() < 0.1 ? member.poorCardId : member.cardId;
            await keyed('checkout', (key) =>
              postCheckout(member, { lotIds: paying.map((l) => l.lotId), amount, cardId }, key),
            );
          }
        } else {
          const held = await db
            .select({ id: deposits.id })
            .from(deposits)
            .where(and(eq(deposits.memberId, member.memberId), eq(deposits.status, 'held')));
          if (held.length > 0) {
            const depositId = pick(held).id;
            await keyed('refund', (key) =>
              requestDepositRefund(undefined, { memberId: member.memberId, depositId, idempotencyKey: key }),
            );
          }
        }
        stepsRun += 1;
        // A sale that ends or a lot bought now changes other members' commitments too: then everyone is checked.
        const everyone = roll >= 0.45 && roll < 0.65;
        for (const one of everyone ? members : [member]) await check(one, `${where} (${one.memberId})`);
      }
      if (random() < 0.5) await endSale(auction);
      for (const one of members) await check(one, `sequence ${sequence} end (${one.memberId})`);
    }

    // The runs did what they were meant to: every kind of step happened, and so did refusals and successes.
    for (const name of ['deposit 200', 'deposit 422', 'bid 200', 'checkout 200', 'refund 200']) {
      expect([name, (counts[name] ?? 0) > 0]).toEqual([name, true]);
    }
    expect(stepsRun).toBe(SEQUENCES * STEPS);
    // Every client key charged at most once: one payment per key, one capture per payment.
    const charges = await db
      .select({ key: payments.idempotencyKey })
      .from(payments)
      .where(like(payments.idempotencyKey, '%:%'));
    expect(new Set(charges.map((k) => k.key)).size).toBe(charges.length);
  });
});
