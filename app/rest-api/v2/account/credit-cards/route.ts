import { addCardSchema, cardListQuerySchema, updateCardSchema } from '@/lib/schemas/credit-cards';
import { withMember } from '@/lib/server/auth/with-member';
import { readJson, readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { addCard, listCards, updateCard } from '@/lib/server/payments/credit-cards';

const NO_STORE = { 'cache-control': 'no-store' };

// GET /rest-api/v2/account/credit-cards?includeBin=true — the member's saved cards (the BIN only when asked)
export const GET = withMember(async (request, _context, member) => {
  const { includeBin } = readQuery(request, cardListQuerySchema);
  return ok(await listCards(member.id, { includeBin: includeBin === 'true' }), { headers: NO_STORE });
});

// POST /rest-api/v2/account/credit-cards — tokenize and save a card (422 naming the bad field, or card_declined)
export const POST = withMember(async (request, _context, member) => {
  return ok(await addCard(member.id, await readJson(request, addCardSchema)), { headers: NO_STORE });
});

// PUT /rest-api/v2/account/credit-cards — a saved card's new expiry, holder name or primary flag
export const PUT = withMember(async (request, _context, member) => {
  return ok(await updateCard(member.id, await readJson(request, updateCardSchema)));
});
