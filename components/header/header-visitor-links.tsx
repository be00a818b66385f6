import { Link } from '@/lib/i18n/navigation';

/**
 * The visitor's side of the header's account area (SPEC §2, signed out): the sign-in link and the registration
 * button. In the server HTML of every page, so a crawler or a browser without JavaScript has them; the browser swaps
 * them for the member's area once member/me says someone is signed in.
 */
export function HeaderVisitorLinks({ signIn, register }: { signIn: string; register: string }) {
  return (
    <div className="header-account" data-testid="header-visitor">
      <Link href="/login" className="header-account__link">
        {signIn}
      </Link>
      <Link href="/online-auto-auctions-register" className="button is-orange">
        {register}
      </Link>
    </div>
  );
}
