import { RequestCookies } from 'next/dist/server/web/spec-extension/cookies';

/**
 * Rendering a console page in a test: the request headers its `next/headers` calls see, and what the page did. Each
 * test file mocks next/headers with these before importing a page (ES modules):
 *   jest.unstable_mockModule('next/headers', () => pageRequestHeadersModule);
 */
let current = new Headers();

/** The request the next page render sees: its cookie, and the console path middleware would pass on. */
export function setPageRequest({ cookie, adminPath }: { cookie?: string; adminPath?: string }): void {
  current = new Headers();
  if (cookie) current.set('cookie', cookie);
  if (adminPath) current.set('x-salvage-admin-path', adminPath);
}

export const pageRequestHeadersModule = {
  headers: async () => current,
  cookies: async () => new RequestCookies(current),
};

/** What a server page or guard did, from its thrown interrupt (Next's digests) or its return. */
export type PageOutcome =
  | { kind: 'rendered' }
  | { kind: 'redirect'; location: string }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

/** Next.js compiles `experimental.authInterrupts` (next.config.ts) into this; forbidden() refuses to run without it. */
export function enableAuthInterrupts(): void {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
}

export async function outcomeOf(render: () => unknown): Promise<PageOutcome> {
  try {
    await render();
    return { kind: 'rendered' };
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest !== 'string') throw error;
    const [code, , location, status] = digest.split(';');
    if (code === 'NEXT_REDIRECT' && status === '307' && location) return { kind: 'redirect', location };
    if (digest === 'NEXT_HTTP_ERROR_FALLBACK;403') return { kind: 'forbidden' };
    if (digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return { kind: 'not-found' };
    throw error;
  }
}
