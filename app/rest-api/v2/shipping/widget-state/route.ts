import { withMember } from '@/lib/server/auth/with-member';
import { setShippingWidget } from '@/lib/server/members/shipping-widget';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { shippingWidgetSchema } from '@/lib/schemas/bids';

// POST /rest-api/v2/shipping/widget-state — show or hide the shipping widget of the lot page's bid box
export const POST = withMember(async (request, _context, member) => {
  const { enabled } = await readJson(request, shippingWidgetSchema);
  return ok(await setShippingWidget(member.id, enabled));
});
