import 'server-only';
import type { Metadata } from 'next';

/** Sign-in, registration and account pages: titled, never indexed. */
export function privateMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}
