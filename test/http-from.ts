// One HTTP request from a chosen local (loopback) address, so the server's per-address limits see distinct clients.
import http from 'node:http';
import { Readable } from 'node:stream';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface HttpFromOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A string or Buffer is sent with Content-Length; a Readable is sent chunked. */
  body?: string | Buffer | Readable;
  localAddress?: string;
  timeoutMs?: number;
}

/** Send one request to `url` and read the whole answer (at most 1 MiB of it is kept). */
export function httpFrom(url: string, options: HttpFromOptions = {}): Promise<HttpAnswer> {
  const started = performance.now();
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: { host: target.host, ...options.headers },
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < 2 ** 20) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timed out: ${options.method ?? 'GET'} ${url}`)));
    // The server may answer (413) and close before the whole body is sent: the answer counts, the write error not.
    request.on('error', reject);
    const { body } = options;
    if (body instanceof Readable) {
      body.on('error', () => undefined);
      body.pipe(request);
    } else request.end(body);
  });
}

/** A body of `bytes` bytes of JSON-ish filler, produced lazily in 64 KiB chunks (sent chunked). */
export function hugeBody(bytes: number): Readable {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  return new Readable({
    read() {
      if (sent === 0) {
        this.push('{"name":"');
        sent += 9;
        return;
      }
      if (sent >= bytes) {
        this.push('"}');
        this.push(null);
        return;
      }
      sent += chunk.length;
      this.push(chunk);
    },
  });
}
