import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { ImportListTable } from '@/components/admin/imports/import-list-table';
import { ImportUploadForm } from '@/components/admin/imports/import-upload-form';
import type { StaffPermission } from '@/lib/domain/staff';
import { importListQuery } from '@/lib/schemas/admin-imports';
import { listImports } from '@/lib/server/imports/import-views';
import { requireStaffPage } from '@/lib/server/staff/staff-page';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'imports.write';

export const metadata: Metadata = { title: 'Imports' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/imports: upload a yard's CSV (and photo ZIP), and the imports so far, read as GET .../imports reads them. */
export default async function ImportsPage({ searchParams }: Props) {
  await requireStaffPage(permission);
  const parsed = z.safeParse(importListQuery, await searchParams);
  const list = await listImports(parsed.success ? parsed.data : {});
  return (
    <>
      <h1>Imports</h1>
      <p className="admin-lead">
        Load a yard’s inventory from a CSV file: a row with the stock number of a lot updates it, a row whose
        VIN is for sale updates that lot, any other row checks a new lot in. The same file twice changes
        nothing.
      </p>
      <h2>New import</h2>
      <ImportUploadForm />
      <h2>Imports so far</h2>
      <ImportListTable list={list} />
    </>
  );
}
