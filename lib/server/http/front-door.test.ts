import { jest } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { answerClientError, answerConnect, frontDoor } from './front-door';

/** A tiny server built as server.ts builds its own: the front door, then "Next" (here: an echo). */
function tinyServer(trustProxy: number): Server {
  const server = createServer((req, res) => {
    if (frontDoor(req, res, { trustProxy })) return;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ reached: true, id: req.headers['x-request-id'] }));
  });
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  return server;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request written byte for byte (no client library normalises the method or the path). */
function raw(
  port: number,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const lines = [`${method} ${target} HTTP/1.1`, 'host: 127.0.0.1', 'connection: close'];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const i = line.indexOf(':');
        parsed[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      let body = rest.join('\r\n\r\n');
      if (parsed['transfer-encoding'] === 'chunked')
        body = body.replace(/^[0-9a-f]+\r\n|\r\n[0-9a-f]+\r\n|\r\n0\r\n\r?\n?$/g, '');
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, body });
    });
  });
}

describe('the front door (server.ts before Next)', () => {
  let server: Server;
  let trusting: Server;
  let port: number;
  let trustingPort: number;
  let warn: jest.SpiedFunction<typeof console.error>;

  beforeAll(async () => {
    server = tinyServer(0);
    trusting = tinyServer(1);
    await Promise.all([server, trusting].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))));
    port = (server.address() as AddressInfo).port;
    trustingPort = (trusting.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await Promise.all([server, trusting].map((s) => new Promise((r) => s.close(r))));
  });
  beforeEach(() => {
    warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  test('every request gets an id: on the request for the handlers and on the answer', async () => {
    const answer = await raw(port, 'GET', '/rest-api/v2/spa/config', {
      'x-request-id': 'forged-by-client-1',
    });
    expect(answer.status).toBe(200);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(answer.body)).toEqual({ reached: true, id });
  });

  test('behind a trusted proxy its safe id is kept, an unsafe one replaced', async () => {
    const kept = await raw(trustingPort, 'GET', '/', { 'x-request-id': 'nginx-0123456789abcdef' });
    expect(kept.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    expect(JSON.parse(kept.body).id).toBe('nginx-0123456789abcdef');
    const replaced = await raw(trustingPort, 'GET', '/', { 'x-request-id': 'has space 12345' });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('an unknown API path is a JSON 404, a wrong method a JSON 405 with Allow', async () => {
    const unknown = await raw(port, 'GET', '/rest-api/v9/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('application/json');
    expect(JSON.parse(unknown.body)).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect(unknown.headers['x-request-id']).toBeTruthy();

    const wrong = await raw(port, 'DELETE', '/rest-api/v2/spa/config');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(JSON.parse(wrong.body)).toMatchObject({ error: { code: 'method_not_allowed' } });

    const head = await raw(port, 'HEAD', '/rest-api/v2/bids');
    expect(head.status).toBe(405);
    expect(head.headers.allow).toBe('POST, OPTIONS');
    expect(head.body).toBe('');
  });

  test('known paths and methods reach Next: HEAD where GET is, OPTIONS, pages', async () => {
    for (const [method, target] of [
      ['HEAD', '/rest-api/v2/spa/config'],
      ['OPTIONS', '/rest-api/v2/bids'],
      ['POST', '/event/v1/track'],
      ['GET', '/rest-api/v2/lots/300012345/bidding'],
      ['GET', '/search/q-100%'],
      ['DELETE', '/some/page'],
    ] as const) {
      expect([method, target, (await raw(port, method, target)).status]).toEqual([method, target, 200]);
    }
  });

  test('malformed percent-encoding is a 400 (JSON on the API, a small page elsewhere), logged at warn', async () => {
    for (const target of [
      '/rest-api/v2/bids/%E0%A4%A',
      '/rest-api/v2/lots/%FF/bidding',
      '/rest-api/v1.0/search/suggest/q-100%',
      '/event/v1/%FF',
    ]) {
      const answer = await raw(port, 'GET', target);
      expect([target, answer.status, answer.headers['content-type']]).toEqual([
        target,
        400,
        'application/json',
      ]);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'bad_request' } });
    }
    for (const target of ['/lot/%FF', '/search/q-%E0%A4%A', '/og/lot/100%', '/sitemaps/%FF']) {
      const answer = await raw(port, 'GET', target);
      expect([target, answer.status, answer.headers['content-type']]).toEqual([
        target,
        400,
        'text/html; charset=utf-8',
      ]);
      expect(answer.body).toContain('<h1>400</h1>');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
    const answer = await raw(port, 'GET', '/lot/%FF');
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(
      lines.some(
        (l) =>
          l.includes('WARN') && l.includes('malformed path') && l.includes(answer.headers['x-request-id']!),
      ),
    ).toBe(true);
  });

  test('TRACE, TRACK, CONNECT and unknown methods are 405, never 500', async () => {
    for (const [method, target] of [
      ['TRACE', '/rest-api/v2/spa/config'],
      ['TRACE', '/'],
      ['PROPFIND', '/lot/1'],
      ['TRACK', '/'],
      ['FOO', '/rest-api/v2/bids'],
      ['get', '/'],
      ['CONNECT', 'example.com:443'],
    ] as const) {
      const answer = await raw(port, method, target);
      expect([method, target, answer.status]).toEqual([method, target, 405]);
      expect(answer.headers.allow).toBeTruthy();
      expect(answer.headers['x-request-id']).toBeTruthy();
    }
    const api = await raw(port, 'TRACE', '/rest-api/v2/spa/config');
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  test('other parse errors keep Node’s answers, with a body', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET / HTTP/1.1\r\nbad header line\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (c) => (data += c));
      socket.on('close', () => resolve(data));
    });
    expect(answer.startsWith('HTTP/1.1 400 Bad Request')).toBe(true);
  });
});
