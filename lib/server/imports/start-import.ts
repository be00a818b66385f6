import 'server-only';
import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/database';
import { imports } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { safeFileName } from '@/lib/domain/documents';
import { logger } from '@/lib/log';
import { recordAudit } from '../audit/record-audit';
import { enqueue, wakeJobWorkers } from '../jobs/job-queue';
import type { SignedInStaff } from '../staff/staff-member';
import { fileStorage } from '../storage/local-storage';
import { IMPORT_JOB_KIND } from './import-job-kind';
import { receiveImport } from './receive-import';

const log = logger('imports');

/**
 * POST /rest-api/v2/admin/imports: the files are streamed to storage under a fresh folder (receive-import.ts: header
 * checked first, capped), then one transaction records the import (queued), queues its job and writes the audit
 * record `import.start`; the worker (run-import.ts) does the rest. If that transaction fails the files are removed.
 */
export async function startImport(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: Request,
): Promise<{ id: number }> {
  const folder = `imports/${randomBytes(12).toString('hex')}`;
  const keys = { file: `${folder}/lots.csv`, photos: `${folder}/photos.zip` };
  const received = await receiveImport(request, keys);
  try {
    const id = await transaction(await getDb(), async (tx) => {
      const [created] = await tx
        .insert(imports)
        .values({
          createdBy: staff.id,
          fileName: safeFileName(received.fileName, 'import.csv'),
          fileKey: keys.file,
          photosKey: received.photos ? keys.photos : null,
        })
        .returning();
      await enqueue(IMPORT_JOB_KIND, { importId: created!.id }, { db: tx });
      await recordAudit(tx, staff, request, {
        action: 'import.start',
        entity: 'import',
        entityId: created!.id,
        before: null,
        after: { fileName: created!.fileName, photos: received.photos },
      });
      return created!.id;
    });
    wakeJobWorkers();
    return { id };
  } catch (error) {
    await fileStorage()
      .remove(folder)
      .catch((e: unknown) => log.error('removing an unrecorded import’s files failed', e));
    throw error;
  }
}
