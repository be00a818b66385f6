import 'server-only';
import { origin as originParam } from 'next/root-params';
import { originFromSegment } from './public-origin';

/**
 * The public origin of the page being rendered (server components and generateMetadata): the root `[origin]` segment
 * that middleware fills from the request (lib/server/http/public-origin), so each origin has its own cached copy.
 */
export async function pageOrigin(): Promise<string> {
  return originFromSegment(String(await originParam()));
}
