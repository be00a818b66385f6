import { acceptTermsSchema } from '@/lib/schemas/terms';
import { issueClaims } from '@/lib/server/auth/claims-cookie';
import { withMember } from '@/lib/server/auth/with-member';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { setCookieHeaders } from '@/lib/server/http/set-cookies';
import { acceptTerms } from '@/lib/server/members/accept-terms';

// POST /rest-api/v1.0/member/accept-terms — accept the current terms; the claims cookie follows at once
export const POST = withMember(async (request, _context, member) => {
  const { version } = await readJson(request, acceptTermsSchema);
  const accepted = await acceptTerms(member.id, version);
  const claims = await issueClaims({ memberId: member.id, termsVersion: accepted }, member.sessionExpiresAt);
  return ok({ acceptedTermsVersion: accepted }, { headers: setCookieHeaders([claims]) });
});
