import { signatureSchema, signTokenQuerySchema } from '@/lib/schemas/documents';
import { withMember } from '@/lib/server/auth/with-member';
import { signBillOfSale } from '@/lib/server/documents/sign-bill-of-sale';
import { clientAddress } from '@/lib/server/http/client-address';
import { readJson, readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';

// POST /rest-api/v2/account/documents/bos/sign?token={token} — sign a bill of sale with the typed name
export const POST = withMember(async (request, _context, member) => {
  const { token } = readQuery(request, signTokenQuerySchema);
  const { name } = await readJson(request, signatureSchema);
  const address = clientAddress(request);
  return ok(await signBillOfSale(member.id, { token, name, address, now: new Date() }));
});
