import * as z from 'zod/mini';
import { cardBrand, cardDigits, cardExpired, cardNumberProblem, cvcValid } from '@/lib/domain/card-number';
import { rowId } from './input-bounds';
import { text } from './safe-text';

/**
 * The credit-card calls of SPEC §7 (`POST`/`PUT /rest-api/v2/account/credit-cards`, `GET ...?includeBin=true`,
 * `POST .../make-primary/{id}`, `POST .../delete/{id}`), shared by the add-card form and the route handlers (zod/mini:
 * it ships to the browser). Messages are i18n keys of CreditCards.errors. The number and the security code cross
 * the API once, to be tokenized; they are never stored or echoed back.
 */
const MAX_YEARS_AHEAD = 20;

const expMonth = z.coerce
  .number('expMonthInvalid')
  .check(z.int('expMonthInvalid'), z.gte(1, 'expMonthInvalid'), z.lte(12, 'expMonthInvalid'));
const expYear = z.coerce.number('expYearInvalid').check(
  z.int('expYearInvalid'),
  z.gte(2000, 'expYearInvalid'),
  z.refine((year) => year <= new Date().getUTCFullYear() + MAX_YEARS_AHEAD, 'expYearInvalid'),
);
const holderName = text({ message: 'holderNameRequired' }).check(
  z.minLength(2, 'holderNameRequired'),
  z.maxLength(100, 'holderNameTooLong'),
  z.regex(/^[^\d<>]*$/, 'holderNameInvalid'),
);

/** Expired cards are refused on the field that makes them so: the year when it has passed, else the month. */
function expiryCheck<T extends { expMonth: number; expYear: number }>() {
  return z.superRefine<T>((card, ctx) => {
    if (!cardExpired(card.expMonth, card.expYear)) return;
    const path = card.expYear < new Date().getUTCFullYear() ? 'expYear' : 'expMonth';
    ctx.issues.push({ code: 'custom', message: 'cardExpired', path: [path], input: card });
  });
}

export const addCardSchema = z
  .object({
    number: z
      .string('cardNumberMissing')
      .check(
        z.refine((n) => cardNumberProblem(n) === null, { abort: true, error: (i) => problemOf(i.input) }),
      ),
    expMonth,
    expYear,
    cvc: text({ message: 'cvcInvalid' }).check(z.regex(/^\d{3,4}$/, 'cvcInvalid')),
    holderName,
    makePrimary: z.optional(z.boolean('makePrimaryInvalid')),
  })
  .check(
    z.superRefine((card, ctx) => {
      const digits = cardDigits(card.number);
      if (digits !== null && !cvcValid(card.cvc, cardBrand(digits))) {
        ctx.issues.push({ code: 'custom', message: 'cvcInvalid', path: ['cvc'], input: card.cvc });
      }
    }),
    expiryCheck(),
  );
export type AddCardInput = z.output<typeof addCardSchema>;

function problemOf(input: unknown): string {
  return typeof input === 'string' ? (cardNumberProblem(input) ?? 'cardNumberInvalid') : 'cardNumberMissing';
}

/** PUT: a new expiry, holder name or primary flag of a saved card (expiry month and year come together). */
export const updateCardSchema = z
  .object({
    id: rowId('cardIdInvalid'),
    expMonth: z.optional(expMonth),
    expYear: z.optional(expYear),
    holderName: z.optional(holderName),
    isPrimary: z.optional(z.literal(true, 'isPrimaryInvalid')),
  })
  .check(
    z.superRefine((card, ctx) => {
      if ((card.expMonth === undefined) !== (card.expYear === undefined)) {
        const missing = card.expMonth === undefined ? 'expMonth' : 'expYear';
        ctx.issues.push({ code: 'custom', message: 'expiryIncomplete', path: [missing], input: card });
      } else if (card.expMonth !== undefined && card.expYear !== undefined) {
        if (cardExpired(card.expMonth, card.expYear)) {
          const path = card.expYear < new Date().getUTCFullYear() ? 'expYear' : 'expMonth';
          ctx.issues.push({ code: 'custom', message: 'cardExpired', path: [path], input: card });
        }
      }
    }),
  );
export type UpdateCardInput = z.output<typeof updateCardSchema>;

export const cardListQuerySchema = z.object({
  includeBin: z._default(z.enum(['true', 'false'], 'includeBinInvalid'), 'false'),
});

/** A path's card id: digits only, else 404 (a malformed id names no card). */
export function cardIdFromPath(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** A saved card as the API shows it. `bin` only when asked for (`includeBin=true`). */
export interface CreditCardView {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  isPrimary: boolean;
  expired: boolean;
  bin?: string;
}

/** POST .../credit-cards/delete/{id}: what became of the primary card. */
export interface DeletedCard {
  deletedId: number;
  /** The card that became primary because the deleted one was, or null. */
  newPrimary: CreditCardView | null;
  /** True when the member has no saved card left. */
  noCardsLeft: boolean;
  remaining: number;
}
