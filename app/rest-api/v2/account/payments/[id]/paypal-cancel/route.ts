import { withMember } from '@/lib/server/auth/with-member';
import { ApiError } from '@/lib/server/http/api-error';
import { publicOrigin } from '@/lib/server/http/public-origin';
import { PAYPAL_LINK_PARAM } from '@/lib/server/payments/paypal-link';
import { paypalCanceled, paymentIdFromPath } from '@/lib/server/payments/member-payments';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v2/account/payments/{id}/paypal-cancel — the payer canceled on PayPal's page: cancel the payment (once, with the link's signed token), go back to its page
export const GET = withMember<Context>(async (request, context, member) => {
  const id = paymentIdFromPath((await context.params).id);
  if (id === null) throw new ApiError(404, 'payment_not_found', 'There is no such payment on your account.');
  const page = await paypalCanceled(member.id, id, new URL(request.url).searchParams.get(PAYPAL_LINK_PARAM));
  return Response.redirect(new URL(page, publicOrigin(request)), 303);
});
