import 'server-only';
import { headers } from 'next/headers';
import { memberFromHeaders, type SignedInMember } from './session';

/** The signed-in member of the page being rendered (server components), or null. */
export async function currentMember(): Promise<SignedInMember | null> {
  return memberFromHeaders(await headers());
}
