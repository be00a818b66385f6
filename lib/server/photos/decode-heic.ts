import 'server-only';
import { Worker } from 'node:worker_threads';

/** Raw upright RGBA pixels of a HEIC/HEIF image. */
export interface DecodedHeic {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * heic-decode runs libheif (WebAssembly) synchronously: on the main thread it would stop every request, bids too,
 * for the second a phone photo takes. It runs in a worker thread here, one per image, loaded from node_modules by
 * the worker itself (never bundled). libheif applies the image's rotation and mirroring while decoding.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const decode = createRequire(require('node:path').join(process.cwd(), 'package.json'))('heic-decode');
decode({ buffer: workerData }).then(
  ({ width, height, data }) => {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, data: bytes }, [bytes.buffer]);
  },
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

export function decodeHeic(bytes: Uint8Array): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: bytes });
    worker.once('message', (message: DecodedHeic | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(`HEIC decoding failed: ${message.error}`));
      else resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`HEIC decoder exited with ${code}`)));
  });
}
