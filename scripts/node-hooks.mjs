// Loaded with `node --import ./scripts/node-hooks.mjs`: TypeScript through tsx, and `server-only` resolved to its
// empty module, as Next.js does for server code (plain Node has no "react-server" condition).
import { register } from 'node:module';
import 'tsx/esm';

register('./server-only-resolver.mjs', import.meta.url);
