import 'server-only';

/** Set by server.ts from the socket (any incoming value is overwritten), so clients cannot choose their own key. */
export const CLIENT_ADDRESS_HEADER = 'x-salvage-client-address';

/** The client's address, for rate limits and audit fields. */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
