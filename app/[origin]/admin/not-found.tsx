import { NoSuchPage } from '@/components/admin/admin-refusals';

/**
 * notFound() in a console page, on a move between pages in the browser (a document request for a path with no page
 * gets the page-not-found page from the page gate instead: Next renders this boundary in the browser only).
 */
export default function AdminNotFound() {
  return <NoSuchPage />;
}
