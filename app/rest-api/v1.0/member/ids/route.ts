import { withMember } from '@/lib/server/auth/with-member';
import { uploadId } from '@/lib/server/documents/upload-id';
import { ok } from '@/lib/server/http/respond';

// POST /rest-api/v1.0/member/ids — upload an identity document (multipart `file`: PDF, JPEG, PNG or HEIC, 10 MB)
export const POST = withMember(async (request, _context, member) => ok(await uploadId(member.id, request)));
