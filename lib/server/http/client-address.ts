import 'server-only';

/** Set by server.ts (any incoming value is overwritten), so clients cannot choose their own key. */
export const CLIENT_ADDRESS_HEADER = 'x-salvage-client-address';

/**
 * The address rate limits key on: the socket's; behind TRUST_PROXY proxies of ours, the X-Forwarded-For entry the
 * outermost of them wrote (that many entries from the right: whatever the client put further left is its own claim
 * and never trusted). A header with fewer entries than proxies falls back to the socket.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  hops: number,
) {
  const socket = socketAddress ?? 'unknown';
  if (hops === 0 || !forwardedFor) return socket;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  return entries.at(-hops) || socket;
}

/** The client's address, for rate limits and audit fields. */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
