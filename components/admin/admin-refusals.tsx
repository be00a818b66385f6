import Link from 'next/link';

/** The console's 403: what happened and where to go (its page and forbidden.tsx show it). */
export function NotAllowed() {
  return (
    <>
      <h1>Not allowed</h1>
      <p>
        Your account may not open this page of the console. An administrator can give you the role it needs.
      </p>
      <ul>
        <li>
          <Link href="/admin">The console’s dashboard</Link>
        </li>
        <li>
          <Link href="/">The site’s home page</Link>
        </li>
      </ul>
    </>
  );
}

/** The console's 404 (its page and not-found.tsx show it). */
export function NoSuchPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        The console has no page at this address. <Link href="/admin">Go to the dashboard</Link>.
      </p>
    </>
  );
}
