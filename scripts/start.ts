// `npm start`: check the environment, build when needed, then the web process (migrate, seed an empty database, listen).
import { env, EnvError } from '../lib/env';
import { buildIfNeeded } from './build-if-needed';

try {
  env();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
buildIfNeeded();
await import('../server');
