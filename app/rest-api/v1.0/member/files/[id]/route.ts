import { withMember } from '@/lib/server/auth/with-member';
import { deleteDocument } from '@/lib/server/documents/delete-document';
import { documentFileResponse } from '@/lib/server/documents/document-file';
import { readDocumentId } from '@/lib/server/documents/read-document-id';
import { ok } from '@/lib/server/http/respond';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v1.0/member/files/{id} — the member's own stored file, inline (404 for anyone else's)
export const GET = withMember<Context>(async (_request, context, member) =>
  documentFileResponse(member.id, await readDocumentId(context.params)),
);

// DELETE /rest-api/v1.0/member/files/{id} — remove one of the member's own uploads (404 for anyone else's)
export const DELETE = withMember<Context>(async (_request, context, member) =>
  ok(await deleteDocument(member.id, await readDocumentId(context.params))),
);
