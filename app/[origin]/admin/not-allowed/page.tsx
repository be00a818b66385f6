import type { Metadata } from 'next';
import { NotAllowed } from '@/components/admin/admin-refusals';
import { ANYONE } from '@/lib/domain/admin-pages';

/** Anyone middleware lets into the console may be told they are not allowed. */
export const permission = ANYONE;

export const metadata: Metadata = { title: 'Not allowed' };

/** The console's 403 page: middleware renders it, with HTTP 403, where the page gate refused a console path. */
export default function NotAllowedPage() {
  return <NotAllowed />;
}
