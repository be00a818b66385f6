import { NotAllowed } from '@/components/admin/admin-refusals';

/**
 * forbidden() in a console page (lib/server/staff/staff-page), on a move between pages in the browser. A document
 * request never gets here: the page gate answers it first (the not-allowed page, HTTP 403), since Next renders this
 * boundary in the browser only.
 */
export default function Forbidden() {
  return <NotAllowed />;
}
