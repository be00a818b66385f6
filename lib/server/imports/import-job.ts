import 'server-only';
import type { JobHandler } from '../jobs/job-worker';
import { failImport, runImport } from './run-import';

/**
 * The job queue's handler of imports: runs (or resumes) the import; after its last failed attempt the import is
 * failed with the error, where the console shows it.
 */
export const importJob: JobHandler = {
  run: (payload, context) => runImport(Number(payload.importId), context),
  failed: (payload, error) => failImport(Number(payload.importId), `The import stopped: ${error}`),
  maxAttempts: 5,
};
