import { emailChangeSchema } from '@/lib/schemas/security';
import { withMember } from '@/lib/server/auth/with-member';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { changeEmail } from '@/lib/server/members/change-email';

// POST /rest-api/v2/account/security/email — a new sign-in e-mail, confirmed with the current password; the old
// address gets a notice
export const POST = withMember(async (request, _context, member) => {
  const input = await readJson(request, emailChangeSchema, { limit: SMALL_JSON_BODY_LIMIT });
  return ok(await changeEmail(member.id, input));
});
