import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { creditCards, members } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { cardExpired } from '@/lib/domain/card-number';
import type { AddCardInput, CreditCardView, DeletedCard, UpdateCardInput } from '@/lib/schemas/credit-cards';
import { DECLINE_MESSAGES } from '@/lib/schemas/payments';
import { ApiError } from '../http/api-error';
import { cardGateway } from './gateways';

/**
 * The member's saved cards (SPEC §7 credit-cards calls). A card is tokenized by the card gateway; we keep its token,
 * brand, last four, BIN, expiry, holder and the primary flag, never the number or the security code. A member with
 * cards has exactly one primary card: the first card becomes primary, and deleting the primary card hands the flag
 * to the most recent remaining card. Another member's card answers 404.
 */
export const MAX_CARDS = 10;

type CardRow = typeof creditCards.$inferSelect;

export function cardView(card: CardRow, includeBin = false): CreditCardView {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    holderName: card.holderName,
    isPrimary: card.isPrimary,
    expired: cardExpired(card.expMonth, card.expYear),
    ...(includeBin ? { bin: card.bin } : {}),
  };
}

const notFound = () => new ApiError(404, 'card_not_found', 'There is no such card on your account.');

const live = (memberId: string) => and(eq(creditCards.memberId, memberId), isNull(creditCards.deletedAt));

/** The member's cards, primary first, then newest first. */
export async function listCards(memberId: string, { includeBin = false } = {}): Promise<CreditCardView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(creditCards)
    .where(live(memberId))
    .orderBy(desc(creditCards.isPrimary), desc(creditCards.id));
  return rows.map((row) => cardView(row, includeBin));
}

/** In a transaction that locks the member's row (one card change of a member at a time). */
async function withMemberLocked<T>(memberId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  const db = await getDb();
  return transaction(db, async (tx) => {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId))
      .for('no key update');
    if (!member) throw ApiError.unauthorized();
    return work(tx);
  });
}

async function ownCard(tx: Db, memberId: string, id: number): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.id, id), live(memberId)));
  if (!card) throw notFound();
  return card;
}

/** Makes `id` the member's only primary card (two statements: the one-primary index never sees two). */
async function setPrimary(tx: Db, memberId: string, id: number): Promise<void> {
  await tx
    .update(creditCards)
    .set({ isPrimary: false })
    .where(and(live(memberId), eq(creditCards.isPrimary, true)));
  await tx.update(creditCards).set({ isPrimary: true }).where(eq(creditCards.id, id));
}

/** POST credit-cards: tokenize and save. A decline at tokenization is a 422 `card_declined` naming the field. */
export async function addCard(memberId: string, input: AddCardInput): Promise<CreditCardView> {
  const db = await getDb();
  const gateway = cardGateway();
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(creditCards).where(live(memberId));
  if (n >= MAX_CARDS) {
    throw ApiError.conflict('cards_limit', `You can keep at most ${MAX_CARDS} cards. Delete one first.`);
  }
  // Tokenizing commits the gateway's record whether or not the card is then saved.
  const token = await transaction(db, (tx) =>
    gateway.tokenizeCard!(
      tx,
      {
        number: input.number,
        cvc: input.cvc,
        expMonth: input.expMonth,
        expYear: input.expYear,
        holderName: input.holderName,
      },
      `tokenize:${randomUUID()}`,
    ),
  );
  if (token.status === 'declined') {
    const field =
      token.code === 'incorrect_cvc' ? 'cvc' : token.code === 'expired_card' ? 'expYear' : 'number';
    throw new ApiError(
      422,
      'card_declined',
      token.code === 'live_card_in_test_mode'
        ? 'Test mode takes only the test card numbers listed on the page; no real card is charged.'
        : 'The card was declined. Check its details or use another card.',
      { [field]: DECLINE_MESSAGES[token.code] ?? 'cardDeclined' },
    );
  }
  return withMemberLocked(memberId, async (tx) => {
    const [primary] = await tx
      .select({ id: creditCards.id })
      .from(creditCards)
      .where(and(live(memberId), eq(creditCards.isPrimary, true)));
    const [card] = await tx
      .insert(creditCards)
      .values({
        memberId,
        gateway: gateway.name,
        gatewayToken: token.token,
        brand: token.brand,
        last4: token.last4,
        bin: token.bin,
        expMonth: input.expMonth,
        expYear: input.expYear,
        holderName: input.holderName,
      })
      .returning();
    if (!primary || input.makePrimary) await setPrimary(tx, memberId, card!.id);
    return cardView(await ownCard(tx, memberId, card!.id));
  });
}

/** PUT credit-cards: a new expiry, holder name, or the primary flag. */
export async function updateCard(memberId: string, input: UpdateCardInput): Promise<CreditCardView> {
  return withMemberLocked(memberId, async (tx) => {
    const card = await ownCard(tx, memberId, input.id);
    const set: Partial<CardRow> = {};
    if (input.expMonth !== undefined && input.expYear !== undefined) {
      set.expMonth = input.expMonth;
      set.expYear = input.expYear;
    }
    if (input.holderName !== undefined) set.holderName = input.holderName;
    if (Object.keys(set).length > 0) {
      await tx.update(creditCards).set(set).where(eq(creditCards.id, card.id));
    }
    if (input.isPrimary) await setPrimary(tx, memberId, card.id);
    return cardView(await ownCard(tx, memberId, card.id));
  });
}

/** POST credit-cards/make-primary/{id}. */
export async function makePrimary(memberId: string, id: number): Promise<CreditCardView> {
  return withMemberLocked(memberId, async (tx) => {
    const card = await ownCard(tx, memberId, id);
    await setPrimary(tx, memberId, card.id);
    return cardView(await ownCard(tx, memberId, card.id));
  });
}

/** POST credit-cards/delete/{id}: the primary card hands its flag to the newest remaining card, and says so. */
export async function deleteCard(memberId: string, id: number): Promise<DeletedCard> {
  return withMemberLocked(memberId, async (tx) => {
    const card = await ownCard(tx, memberId, id);
    await tx
      .update(creditCards)
      .set({ deletedAt: new Date(), isPrimary: false })
      .where(eq(creditCards.id, card.id));
    const rest = await tx.select().from(creditCards).where(live(memberId)).orderBy(desc(creditCards.id));
    let newPrimary: CreditCardView | null = null;
    if (card.isPrimary && rest.length > 0) {
      const next = rest.find((c) => !cardExpired(c.expMonth, c.expYear)) ?? rest[0]!;
      await setPrimary(tx, memberId, next.id);
      newPrimary = cardView({ ...next, isPrimary: true });
    }
    return { deletedId: card.id, newPrimary, noCardsLeft: rest.length === 0, remaining: rest.length };
  });
}
