import type { ImportState } from '@/lib/domain/imports';

/** The console's names of an import's states. */
export const IMPORT_STATE_NAMES: Readonly<Record<ImportState, string>> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};
