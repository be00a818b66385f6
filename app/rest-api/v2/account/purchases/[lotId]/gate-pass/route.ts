import { withMember } from '@/lib/server/auth/with-member';
import { gatePassFor } from '@/lib/server/handover/gate-pass';
import { readLotId } from '@/lib/server/handover/read-lot-id';

type Context = { params: Promise<{ lotId: string }> };

// GET /rest-api/v2/account/purchases/{lotId}/gate-pass — the buyer's gate pass (PDF) of a paid lot; 404 for others
export const GET = withMember<Context>(async (_request, context, member) => {
  const { bytes, fileName } = await gatePassFor(member.id, await readLotId(context.params));
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'content-length': String(bytes.byteLength),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});
