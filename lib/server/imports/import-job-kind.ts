import 'server-only';

/** The job kind of a bulk import (its payload: `{ importId }`); its handler is ./import-job.ts. */
export const IMPORT_JOB_KIND = 'import';
