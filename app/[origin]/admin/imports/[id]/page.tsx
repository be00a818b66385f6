import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as z from 'zod/mini';
import { ImportProgress } from '@/components/admin/imports/import-progress';
import type { StaffPermission } from '@/lib/domain/staff';
import { importIdParam } from '@/lib/schemas/admin-imports';
import { findImport } from '@/lib/server/imports/import-views';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/imports/admin-imports.css';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'imports.write';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Import ${(await params).id}` };
}

/** /admin/imports/{id}: an import's progress bar, counts and row errors, kept up to date while it runs. */
export default async function ImportPage({ params }: Props) {
  await requireStaffPage(permission);
  const id = z.safeParse(importIdParam, (await params).id);
  if (!id.success) notFound();
  const found = await findImport(id.data);
  if (!found) notFound();
  return (
    <>
      <p>
        <Link href="/admin/imports">All imports</Link>
      </p>
      <h1>
        Import #{found.id}: {found.fileName}
      </h1>
      <p className="admin-lead">
        Uploaded by {found.createdBy}
        {found.hasPhotos && ', with a photo ZIP'}.
      </p>
      <ImportProgress initial={found} />
    </>
  );
}
