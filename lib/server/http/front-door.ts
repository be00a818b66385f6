import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { logger } from '@/lib/log';
import { apiRouteDecision, isApiPath, SERVED_METHODS, type ApiRouteDecision } from './api-routes';
import { isMalformedPath, rawPathOf } from './malformed-path';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

const log = logger('http');

/**
 * What server.ts does with every request before Next: give it its id (a request header for the handlers, a response
 * header for the client), then answer at once what Next would answer with a 500, an HTML page or an empty body, in
 * this order: a path whose percent-encoding does not decode (400: JSON on the API, a small page elsewhere; logged at
 * warn), a method Next does not serve such as TRACE (405, logged at warn), an unknown API path (404) or a method an
 * API route does not have (405 with Allow).
 */
export interface FrontDoorOptions {
  /** env TRUST_PROXY: a trusted proxy's X-Request-Id is kept. */
  trustProxy: number;
  /** The API route decision (the contract's table by default; tests pass their own). */
  decide?: (method: string, rawPath: string) => ApiRouteDecision;
}

const PAGE_ALLOW = 'GET, HEAD, POST, OPTIONS';

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  { json, code, message, allow }: { json: boolean; code: string; message: string; allow?: string },
): void {
  const body = json
    ? JSON.stringify({ error: { code, message } })
    : `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
      `<title>${status}</title></head><body><h1>${status}</h1><p>${message}</p><p><a href="/">Home</a></p></body></html>`;
  res.writeHead(status, {
    'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // The page has no script, style or image: it needs nothing, and no one may frame it.
    ...(json ? {} : { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" }),
    ...(allow ? { allow } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Gives the request its id and answers what must not reach Next; true when it answered. */
export function frontDoor(req: IncomingMessage, res: ServerResponse, options: FrontDoorOptions): boolean {
  const id = requestIdFor(req.headers[REQUEST_ID_HEADER], options.trustProxy);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);

  const method = req.method ?? 'GET';
  const path = rawPathOf(req.url ?? '/');
  const api = isApiPath(path);
  const where = JSON.stringify(`${method} ${path.slice(0, 200)}`);
  if (isMalformedPath(path, { loneSignIsLiteral: !api && !isHandlerPath(path) })) {
    log.warn(`malformed path: ${where} [${id}]`);
    send(req, res, 400, { json: api, code: 'bad_request', message: 'The address is not valid.' });
    return true;
  }
  const decision = (options.decide ?? apiRouteDecision)(method, path);
  if (!(SERVED_METHODS as readonly string[]).includes(method)) {
    log.warn(`method not allowed: ${where} [${id}]`);
    const allow = !api
      ? PAGE_ALLOW
      : decision.kind === 'method_not_allowed'
        ? decision.allow.join(', ')
        : SERVED_METHODS.join(', ');
    send(req, res, 405, {
      json: api,
      code: 'method_not_allowed',
      message: `The method ${method} is not allowed.`,
      allow,
    });
    return true;
  }
  if (decision.kind === 'not_found') {
    send(req, res, 404, { json: true, code: 'not_found', message: 'There is no such API path.' });
    return true;
  }
  if (decision.kind === 'method_not_allowed') {
    send(req, res, 405, {
      json: true,
      code: 'method_not_allowed',
      message: `This path does not take ${method}.`,
      allow: decision.allow.join(', '),
    });
    return true;
  }
  return false;
}

/** Route handlers outside the API (images, sitemaps, Next's files): Next cannot route a stray `%` there either. */
const HANDLER_PREFIXES = ['/_next/', '/lot-images/', '/og/', '/sitemaps/'];
function isHandlerPath(path: string): boolean {
  return HANDLER_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** A raw answer on a socket Node's parser gave up on: it has no request to answer through. */
function rawAnswer(socket: Duplex, status: number, reason: string, extra: string[] = []): void {
  const body = JSON.stringify({
    error: { code: reason.toLowerCase().replace(/ /g, '_'), message: `${reason}.` },
  });
  socket.end(
    [
      `HTTP/1.1 ${status} ${reason}`,
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      `${REQUEST_ID_HEADER}: ${randomUUID()}`,
      'connection: close',
      ...extra,
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * server.on('clientError'): a request Node cannot parse. A method it does not know (TRACK, lower-case `get`) is a 405;
 * the rest answer as Node does by default (431 for oversized headers, 408 for a timeout, else 400).
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code === 'HPE_INVALID_METHOD') {
    rawAnswer(socket, 405, 'Method Not Allowed', [`allow: ${SERVED_METHODS.join(', ')}`]);
  } else if (error.code === 'HPE_HEADER_OVERFLOW') {
    rawAnswer(socket, 431, 'Request Header Fields Too Large');
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    rawAnswer(socket, 408, 'Request Timeout');
  } else {
    rawAnswer(socket, 400, 'Bad Request');
  }
}

/** server.on('connect'): we are no proxy; CONNECT is a 405 (Node would drop the connection without an answer). */
export function answerConnect(_req: IncomingMessage, socket: Duplex): void {
  rawAnswer(socket, 405, 'Method Not Allowed', [`allow: ${SERVED_METHODS.join(', ')}`]);
}
