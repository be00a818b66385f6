declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** Next's own copy of expressjs/compression (what Next runs when next.config `compress` is on). */
  export default function compression(): (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
}
