// What the standalone mock server (mocks/server.ts) does before and after the handlers: it takes only requests it
// can answer safely, caps bodies, and answers every refusal with the contract's error body `{ message, code }`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { isTargetTooLong, MAX_REQUEST_TARGET_CHARS, URI_TOO_LONG } from './request-target';

/** The methods of the contract (and CORS preflights); anything else (TRACE, CONNECT, PATCH, HEAD…) is 405. */
export const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
/** A multipart request: up to a few files of 10 MB each (the spec's limit per file, checked by the handlers). */
export const MAX_MULTIPART_BYTES = 50 * 1024 * 1024;
/** Any other body (JSON): far more than any form of the app sends. */
export const MAX_OTHER_BODY_BYTES = 1024 * 1024;

/** Headers on every answer of the mock API (see README "Security headers"). */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  // The app (another origin in development) shows uploaded pictures from here in <img>.
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

export class RequestRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendError(res: ServerResponse, extraHeaders: Record<string, string>, error: RequestRefused): void {
  if (res.headersSent || res.destroyed) return;
  const body = JSON.stringify({ message: error.message, code: error.code });
  res
    .writeHead(error.status, {
      ...extraHeaders,
      ...SECURITY_HEADERS,
      ...error.headers,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    })
    .end(body);
}

/** The path and query of an origin-form request target (`/booking?page=1`); anything else is refused. */
export function requestPath(req: IncomingMessage): string {
  const method = req.method ?? '';
  if (!ALLOWED_METHODS.includes(method)) {
    throw new RequestRefused(405, `Method ${method} is not allowed.`, 'METHOD_NOT_ALLOWED', {
      Allow: ALLOWED_METHODS.join(', '),
    });
  }
  const target = req.url ?? '';
  // An absolute URL (`GET http://host/x`), `*` or anything not starting with one slash: this server is no proxy.
  if (!/^\/(?!\/)/.test(target))
    throw new RequestRefused(400, 'The request target must be a path starting with /.', 'BAD_REQUEST_TARGET');
  if (isTargetTooLong(target)) throw new RequestRefused(414, URI_TOO_LONG.message, URI_TOO_LONG.code);
  try {
    decodeURIComponent(target.split('?')[0] ?? '');
  } catch {
    throw new RequestRefused(400, 'The request path has a malformed % escape.', 'MALFORMED_PATH');
  }
  return target;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The mock-only controls (`/__mock/…`: the whole state with every live token, the outbox, resets, faults) answer
 * only this machine's own pages and tools: no CORS, a loopback Host (no DNS rebinding), and no request another
 * origin's page sent (its `Origin`, or `Sec-Fetch-Site: cross-site`/`same-site`). Node and curl send neither header.
 */
export function checkMockControlRequest(req: IncomingMessage): void {
  const host = req.headers.host ?? '';
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const refuse = () =>
    new RequestRefused(
      403,
      'The mock controls answer only same-origin requests on this machine.',
      'CROSS_ORIGIN_REFUSED',
    );
  if (!LOOPBACK_HOSTS.has(hostname)) throw refuse();
  const origin = req.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host.toLowerCase()}`) throw refuse();
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw refuse();
}

/** Whether a request target (already checked by requestPath) reaches `/__mock/…`, however it is spelled (`/x/../%5F_mock/`). */
export function isMockControlPath(target: string): boolean {
  const path = decodeURIComponent(new URL(target, 'http://x').pathname);
  return path === '/__mock' || path.startsWith('/__mock/');
}

function bodyCap(req: IncomingMessage): number {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'multipart/form-data' ? MAX_MULTIPART_BYTES : MAX_OTHER_BODY_BYTES;
}

const tooLarge = (cap: number) =>
  new RequestRefused(413, `The request body is larger than ${Math.round(cap / 1024 / 1024)} MB.`, 'PAYLOAD_TOO_LARGE', {
    Connection: 'close',
  });

/** The body, read up to its cap (a declared length over the cap is refused before reading). */
export async function readBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer> | undefined> {
  const cap = bodyCap(req);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > cap) throw tooLarge(cap);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > cap) throw tooLarge(cap);
    chunks.push(chunk as Buffer);
  }
  if (req.method === 'GET' || req.method === 'HEAD' || size === 0) return undefined;
  return Buffer.concat(chunks);
}

/** Writes a whole error answer on a socket that has no ServerResponse (parser errors, CONNECT), then closes it. */
export function answerRaw(
  socket: Socket,
  status: string,
  error: { message: string; code: string },
  extra: Record<string, string> = {},
): void {
  if (!socket.writable) return void socket.destroy();
  const body = JSON.stringify(error);
  const headers = {
    ...SECURITY_HEADERS,
    ...extra,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  socket.end(
    `HTTP/1.1 ${status}\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n${body}`,
  );
}

/**
 * Whether what overflowed Node's header limit (16 KB for the request line and headers together) is the request line:
 * the unread data starts with it, and its target alone is over the limit.
 */
function requestLineTooLong(packet: Buffer | undefined): boolean {
  const start = packet?.subarray(0, MAX_REQUEST_TARGET_CHARS + 32).toString('latin1') ?? '';
  const line = /^[A-Z]+ (\/[^ \r\n]*)/.exec(start);
  return line !== null && isTargetTooLong(line[1] ?? '');
}

/** A request Node's parser could not read (bad request line, huge headers): the error body, then close. */
export function answerClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Socket): void {
  if (error.code === 'HPE_HEADER_OVERFLOW' && requestLineTooLong(error.rawPacket)) {
    return answerRaw(socket, '414 URI Too Long', URI_TOO_LONG);
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return answerRaw(socket, '431 Request Header Fields Too Large', {
      message: 'The request headers are too large.',
      code: 'HEADERS_TOO_LARGE',
    });
  }
  answerRaw(socket, '400 Bad Request', { message: 'The request could not be read.', code: 'MALFORMED_REQUEST' });
}
