// Typed request handlers for the offline backend. Paths and bodies are typed from generated/openapi.d.ts, so a
// contract change breaks the mock at compile time; bodies and queries are validated with the generated Zod schemas.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { paths } from '../../generated/openapi';
import { IDEMPOTENCY_HEADER, type IdempotencyStore } from './idempotency';

type Method = 'get' | 'post' | 'put' | 'delete';
type OperationOf<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined | never ? never : P;
}[keyof paths];

type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Responses<O> = O extends { responses: infer R } ? R : never;
/** The JSON body of an operation's 200 or 201 response. */
export type SuccessBody<P extends keyof paths, M extends Method> =
  Responses<OperationOf<P, M>> extends infer R
    ? R extends { 200: infer S }
      ? JsonContent<S>
      : R extends { 201: infer S }
        ? JsonContent<S>
        : never
    : never;

/** An error the handler throws; becomes the contract's ErrorBody with this status. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { code?: string; errors?: string[] | string } = {},
  ) {
    super(message);
  }
}

export const badRequest = (errors: string[]) => new MockHttpError(400, 'Validation failed', { errors, code: 'VALIDATION_ERROR' });
export const unauthorized = () => new MockHttpError(401, 'Unauthorized', { code: 'UNAUTHORIZED_ACCESS' });
export const forbidden = (message = 'You may not do this.') => new MockHttpError(403, message, { code: 'FORBIDDEN' });
export const notFound = (what = 'Resource') => new MockHttpError(404, `${what} not found`, { code: 'NOT_FOUND' });
export const conflict = (message: string, code = 'CONFLICT') => new MockHttpError(409, message, { code });
/** A body in a media type the contract does not declare for the operation. */
export const unsupportedMediaType = (expected: string, got: string | null) =>
  new MockHttpError(415, `The body must be ${expected}, not ${got || 'untyped'}.`, { code: 'UNSUPPORTED_MEDIA_TYPE' });

/** The media type of a request, lower-cased, without parameters (`multipart/form-data; boundary=…` → `multipart/form-data`). */
export function mediaType(request: Request): string | null {
  const header = request.headers.get('content-type');
  return header ? (header.split(';')[0] ?? '').trim().toLowerCase() : null;
}

const isJson = (type: string | null) => type === 'application/json' || (type?.startsWith('application/') === true && type.endsWith('+json'));

export interface RequestContext<Params extends Record<string, string> = Record<string, string>> {
  request: Request;
  params: Params;
  url: URL;
}

type ParamNames<P> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;
/** The `{name}` placeholders of a contract path: `'/note/{id}'` gives `{ id: string }`. */
export type PathParams<P> = Record<ParamNames<P>, string>;

export type Handler<P extends keyof paths, M extends Method> = (
  ctx: RequestContext<PathParams<P>>,
) => SuccessBody<P, M> | Promise<SuccessBody<P, M>>;

/** What every route goes through before its handler: fault injection, persistence. */
export interface RouteHooks {
  before(ctx: RequestContext): Promise<void> | void;
  after(ctx: RequestContext): Promise<void> | void;
  /** The answer on its way back (after the idempotency store has kept it): a fault may lose it. */
  deliver?(ctx: RequestContext, response: Response): Response;
  /** Replays the answer of a POST that carries an `Idempotency-Key` (lib/idempotency.ts). */
  idempotency?: IdempotencyStore;
  /** The caller gave up on this request (besides `request.signal`, which the browser's worker does not pass on). */
  wasAborted?(request: Request): boolean;
  /** Tests check every success body against the contract; problems turn the response into a 500. */
  checkResponse?(method: string, path: string, body: unknown): string[];
}

const toMswPath = (p: string) => p.replace(/\{([^}]+)\}/g, ':$1');

export function errorResponse(error: unknown): HttpResponse<never> {
  if (error instanceof MockHttpError) {
    return HttpResponse.json({ message: error.message, ...error.extra } as never, { status: error.status }) as HttpResponse<never>;
  }
  console.error('[mocks] handler failed', error);
  return HttpResponse.json({ message: 'Internal mock error' } as never, { status: 500 }) as HttpResponse<never>;
}

export function createRouter(baseUrl: string, hooks: RouteHooks) {
  const handlers: HttpHandler[] = [];
  /** The contract operations this router answers, as `METHOD /path/{param}`. */
  const routes: string[] = [];
  function add<M extends Method>(method: M) {
    return <P extends PathWith<M>>(path: P, handler: Handler<P, M>, options: { status?: 200 | 201 } = {}) => {
      routes.push(`${method.toUpperCase()} ${path as string}`);
      handlers.push(
        http[method](`${baseUrl}${toMswPath(path as string)}`, async ({ request, params }) => {
          const ctx: RequestContext<PathParams<P>> = { request, url: new URL(request.url), params: params as PathParams<P> };
          const respond = async (): Promise<Response> => {
            try {
              await hooks.before(ctx);
              // The caller gave up (a closed dialog, a timeout) while the request was on its way: nothing is changed.
              if (request.signal?.aborted || hooks.wasAborted?.(request)) throw new MockHttpError(499, 'The request was aborted by the client.', { code: 'CLIENT_CLOSED_REQUEST' });
              const body = await handler(ctx);
              const problems = hooks.checkResponse?.(method, path as string, body) ?? [];
              if (problems.length) throw new MockHttpError(500, `Mock response breaks the contract: ${problems.join('; ')}`);
              await hooks.after(ctx);
              return HttpResponse.json(body as never, { status: options.status ?? 200 });
            } catch (error) {
              return errorResponse(error);
            }
          };
          const key = method === 'post' ? request.headers.get(IDEMPOTENCY_HEADER) : null;
          let response: Response;
          try {
            response = key !== null && hooks.idempotency ? await hooks.idempotency.answer(key, request, respond) : await respond();
          } catch (error) {
            response = errorResponse(error);
          }
          return hooks.deliver ? hooks.deliver(ctx, response) : response;
        }),
      );
    };
  }
  return { get: add('get'), post: add('post'), put: add('put'), delete: add('delete'), handlers, routes };
}

export type Router = ReturnType<typeof createRouter>;

function issues(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
}

/** Parses a JSON body with a generated Zod schema; a bad body is a 400 naming each problem. */
export async function jsonBody<S extends z.ZodType>(ctx: RequestContext, schema: S): Promise<z.infer<S>> {
  let text: string;
  try {
    text = await ctx.request.text();
  } catch {
    throw badRequest(['body: could not be read']);
  }
  // The contract declares application/json for every operation parsed here; an empty body counts as `{}`.
  if (text && !isJson(mediaType(ctx.request))) throw unsupportedMediaType('application/json', mediaType(ctx.request));
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    throw badRequest(['body: not valid JSON']);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(issues(result.error));
  return result.data;
}

/** Parses a multipart body: file fields stay File objects, other fields strings; then the Zod schema. */
export async function formBody<S extends z.ZodType>(ctx: RequestContext, schema: S, arrayFields: string[] = []): Promise<z.infer<S>> {
  // The contract declares multipart/form-data for every operation parsed here (JSON or url-encoded bodies are refused).
  if (mediaType(ctx.request) !== 'multipart/form-data') throw unsupportedMediaType('multipart/form-data', mediaType(ctx.request));
  let form: FormData;
  try {
    form = await ctx.request.formData();
  } catch {
    throw badRequest(['body: not multipart/form-data']);
  }
  const raw: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    raw[key] = arrayFields.includes(key) ? values : values[0];
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(issues(result.error));
  return result.data;
}

/** Parses query parameters with a generated Zod schema (comma-separated arrays are split). */
export function queryParams<S extends z.ZodType>(ctx: RequestContext, schema: S, arrayFields: string[] = []): z.infer<S> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of ctx.url.searchParams) {
    raw[key] = arrayFields.includes(key) ? value.split(',').filter(Boolean) : value;
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(issues(result.error));
  return result.data;
}

/** Page-number paging of an in-memory list. */
export function paginate<T>(items: T[], page: number | undefined, pageSize = 10) {
  const current = Math.max(1, page ?? 1);
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    pageInfo: { page: current, pageSize, totalItems: items.length, totalPages: Math.ceil(items.length / pageSize) },
  };
}
