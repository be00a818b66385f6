/**
 * Jest stand-in for `next/root-params` (Next's compiler replaces that module in real builds): the root `[origin]`
 * segment of the page under test, settable per test. Defaults to http://localhost:3000.
 */
let current = btoa('http://localhost:3000').replace(/=+$/, '');

export function setRootOrigin(origin: string): void {
  current = btoa(origin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function origin(): Promise<string> {
  return current;
}

export async function locale(): Promise<string> {
  return 'en';
}
