/**
 * SPEC §8: "A script chunk that fails to load after 120 seconds is reported as a chunk load error."
 *
 * 120 s is webpack's chunk load timeout. A chunk that fails once is often fetched again moments later (a retry, a
 * navigation after a deploy, a network that comes back), so a failure is reported only if that chunk has still not
 * loaded when `timeoutMs` have passed since the failure, and then only once per chunk per page.
 *
 * Failures come from two sources:
 * - window `error` events (capture phase: resource errors do not bubble) whose target is a <script> with a src under
 *   /_next/static/chunks/, and uncaught errors that look like chunk load errors;
 * - `unhandledrejection` events whose reason looks like a chunk load error (a failed dynamic import).
 * A `load` event (caught on the document) of a chunk <script> with the same path, query and hash ignored, marks the
 * chunk loaded.
 */

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CHUNK_PATH = '/_next/static/chunks/';

const CHUNK_ERROR_TEXT = [
  /Loading (CSS )?chunk/i,
  /Failed to load chunk/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
];

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunk} failed: not loaded within the chunk load timeout.`, options);
  }
}

/** Whether an error (or rejection reason) is a failed chunk or module load, by name or message. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' && matchesText(error);
  if ('name' in error && error.name === 'ChunkLoadError') return true;
  return 'message' in error && typeof error.message === 'string' && matchesText(error.message);
}

function matchesText(text: string): boolean {
  return CHUNK_ERROR_TEXT.some((pattern) => pattern.test(text));
}

/** The chunk's path without origin, query or hash, so that a retried load of the same file matches. */
function chunkKey(url: string): string {
  const start = url.indexOf(CHUNK_PATH);
  return (start >= 0 ? url.slice(start) : url).split(/[?#]/)[0] ?? url;
}

function chunkScriptSrc(target: EventTarget | null): string | undefined {
  if (typeof HTMLScriptElement === 'undefined' || !(target instanceof HTMLScriptElement)) return undefined;
  return target.src.includes(CHUNK_PATH) ? target.src : undefined;
}

/** The chunk a chunk error names (a /_next/static/chunks/ URL in its message), or the message itself. */
function keyOfError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const url = new RegExp(`\\S*${CHUNK_PATH}[^\\s)'"]+`).exec(text)?.[0];
  return url ? chunkKey(url) : text;
}

export interface ChunkLoadReporterOptions {
  timeoutMs?: number;
  /** The window to listen on (tests). */
  target?: Window;
}

/** Listen for chunk failures and `report` each one still unloaded after `timeoutMs`; returns the uninstaller. */
export function installChunkLoadReporter(
  report: (error: ChunkLoadError) => void,
  { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, target = window }: ChunkLoadReporterOptions = {},
): () => void {
  const loaded = new Set<string>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const reported = new Set<string>();

  function failed(key: string, cause: unknown) {
    if (pending.has(key) || reported.has(key)) return;
    loaded.delete(key);
    const timer = setTimeout(() => {
      pending.delete(key);
      if (loaded.has(key)) return;
      reported.add(key);
      report(new ChunkLoadError(key, { cause }));
    }, timeoutMs);
    pending.set(key, timer);
  }

  const onError = (event: Event) => {
    const src = chunkScriptSrc(event.target);
    if (src) return failed(chunkKey(src), new Error(`Failed to load script ${src}`));
    const error = event instanceof ErrorEvent ? event.error : undefined;
    if (isChunkLoadError(error)) failed(keyOfError(error), error);
  };
  const onLoad = (event: Event) => {
    const src = chunkScriptSrc(event.target);
    if (src) loaded.add(chunkKey(src));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) failed(keyOfError(event.reason), event.reason);
  };

  target.addEventListener('error', onError, true);
  // Load events never reach the window (the DOM stops them at the document): listen on the document.
  target.document.addEventListener('load', onLoad, true);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError, true);
    target.document.removeEventListener('load', onLoad, true);
    target.removeEventListener('unhandledrejection', onRejection);
    for (const timer of pending.values()) clearTimeout(timer);
    pending.clear();
  };
}
