import { withMember } from '@/lib/server/auth/with-member';
import { listDocuments } from '@/lib/server/documents/list-documents';
import { ok } from '@/lib/server/http/respond';

// GET /rest-api/v2/account/documents — the member's ids, invoices and bills of sale
export const GET = withMember(async (_request, _context, member) =>
  ok(await listDocuments(member.id), { headers: { 'cache-control': 'private, no-store' } }),
);
