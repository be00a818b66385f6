'use client';

import { captureException } from '@/lib/monitoring/browser-sentry';
import { useEffect } from 'react';
import { installChunkLoadReporter } from '@/lib/monitoring/chunk-load';

/** SPEC §8: report script chunks that failed and did not load within 120 s to error monitoring. */
export function useChunkLoadReporter(): void {
  useEffect(() => installChunkLoadReporter((error) => captureException(error)), []);
}
