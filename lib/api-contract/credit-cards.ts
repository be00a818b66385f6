import { addCardSchema, cardListQuerySchema, updateCardSchema } from '@/lib/schemas/credit-cards';
import type { Operation } from './operation';
import { recordIdParam } from './params';
import { arrayOf, bool, int, nullable, object, str } from './shapes';

const tag = 'Credit cards';
const card = object(
  {
    id: int,
    brand: str,
    last4: str,
    expMonth: int,
    expYear: int,
    holderName: str,
    isPrimary: bool,
    expired: bool,
    bin: str,
  },
  {
    description: 'CreditCardView (lib/schemas/credit-cards.ts); `bin` only with includeBin=true.',
    optional: ['bin'],
  },
);
const id = { schema: recordIdParam, description: 'The card’s id (a malformed one names none: 404).' };

/** The member's saved cards (SPEC §7): numbers cross once, to be tokenized, and are never stored. */
export const creditCardOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/account/credit-cards',
    tag,
    summary: 'The member’s saved cards (the BIN only when asked)',
    access: 'member',
    query: cardListQuerySchema,
    success: { description: 'The cards.', data: arrayOf(card) },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/credit-cards',
    tag,
    summary: 'Tokenize and save a card',
    description: 'A declined card is a 422 naming the field; past the number of cards allowed, a 409.',
    access: 'member',
    body: { json: addCardSchema },
    success: { description: 'The saved card.', data: card },
    errors: { 409: ['cards_limit'], 422: ['card_declined'] },
  },
  {
    method: 'put',
    path: '/rest-api/v2/account/credit-cards',
    tag,
    summary: 'A saved card’s new expiry, holder name or primary flag',
    access: 'member',
    body: { json: updateCardSchema },
    success: { description: 'The card.', data: card },
    errors: { 404: ['card_not_found'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/credit-cards/make-primary/{id}',
    tag,
    summary: 'Make a saved card the primary one',
    access: 'member',
    params: { id },
    success: { description: 'The card.', data: card },
    errors: { 404: ['card_not_found'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/credit-cards/delete/{id}',
    tag,
    summary: 'Delete a card; says which card became primary, or that none is left',
    access: 'member',
    params: { id },
    success: {
      description: 'Deleted.',
      data: object({ deletedId: int, newPrimary: nullable(card), noCardsLeft: bool, remaining: int }),
    },
    errors: { 404: ['card_not_found'] },
  },
];
