import { contactInformationSchema } from '@/lib/schemas/contact-information';
import { withMember } from '@/lib/server/auth/with-member';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { readContactInformation, updateContactInformation } from '@/lib/server/members/contact-information';

// GET /rest-api/v2/account/contact-information — the signed-in member's name, phone, address and country
export const GET = withMember(async (_request, _context, member) => {
  return ok(await readContactInformation(member.id), { headers: { 'cache-control': 'no-store' } });
});

// POST /rest-api/v2/account/contact-information — save them (422 naming each bad field); answers the saved record
export const POST = withMember(async (request, _context, member) => {
  const input = await readJson(request, contactInformationSchema);
  return ok(await updateContactInformation(member.id, input));
});
