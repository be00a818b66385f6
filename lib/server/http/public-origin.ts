import 'server-only';
import { env } from '@/lib/env';

/** BASE_URL, else the origin the request came to (SPEC §3 baseURL "defaults to the current origin"). */
export function publicOrigin(request: Request): string {
  return env().BASE_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
}
