import 'server-only';
import { ApiError } from '../http/api-error';
import { handle } from '../http/respond';
import { memberFromHeaders, type SignedInMember } from './session';

type MemberHandler<C> = (request: Request, context: C, member: SignedInMember) => Promise<Response>;

/** The one wrapper for member routes: 401 without a valid session, then the handler with the member. */
export function withMember<C = unknown>(handler: MemberHandler<C>) {
  return handle<C>(async (request, context) => {
    const member = await memberFromHeaders(request.headers);
    if (!member) throw ApiError.unauthorized();
    return handler(request, context, member);
  });
}
