import { env } from './env';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

function write(level: Level, scope: string, message: string, detail?: unknown): void {
  if (LEVELS[level] < LEVELS[env().LOG_LEVEL]) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase().padEnd(5)} [${scope}] ${message}`;
  const out = level === 'error' || level === 'warn' ? console.error : console.log;
  if (detail === undefined) out(line);
  else out(line, detail);
}

/** A small leveled logger; LOG_LEVEL sets the threshold. */
export function logger(scope: string) {
  return {
    debug: (message: string, detail?: unknown) => write('debug', scope, message, detail),
    info: (message: string, detail?: unknown) => write('info', scope, message, detail),
    warn: (message: string, detail?: unknown) => write('warn', scope, message, detail),
    error: (message: string, detail?: unknown) => write('error', scope, message, detail),
  };
}
