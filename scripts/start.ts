// `npm start`: build when needed, then the web process (migrate, seed an empty database, listen).
import { buildIfNeeded } from './build-if-needed';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
buildIfNeeded();
await import('../server');
