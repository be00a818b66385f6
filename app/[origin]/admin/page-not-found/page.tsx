import type { Metadata } from 'next';
import { NoSuchPage } from '@/components/admin/admin-refusals';
import { ANYONE } from '@/lib/domain/admin-pages';

/** Anyone middleware lets into the console may be told a path has no page. */
export const permission = ANYONE;

export const metadata: Metadata = { title: 'Page not found' };

/** The console's 404 page: middleware renders it, with HTTP 404, where the page gate found no page for staff. */
export default function PageNotFoundPage() {
  return <NoSuchPage />;
}
