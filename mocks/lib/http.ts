// Typed request handlers for the offline backend. Paths and bodies are typed from generated/openapi.d.ts, so a
// contract change breaks the mock at compile time; bodies and queries are validated with the generated Zod schemas.
import { http, type HttpHandler } from 'msw';
import type { paths } from '../../generated/openapi';
import { MockHttpError } from './http-error';
import { IDEMPOTENCY_HEADER, type IdempotencyStore } from './idempotency';

type Method = 'get' | 'post' | 'put' | 'delete';
type OperationOf<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
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

export { MockHttpError };
export { badRequest, conflict, forbidden, notFound, unauthorized } from './http-error';
export { formBody, jsonBody, queryParams } from './request-body';

export interface RequestContext<Params extends Record<string, string> = Record<string, string>> {
  request: Request;
  params: Params;
  url: URL;
}

type ParamNames<P> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamNames<Rest> : never;
/** The `{name}` placeholders of a contract path: `'/note/{id}'` gives `{ id: string }`. */
export type PathParams<P> = Record<ParamNames<P>, string>;

type HeaderOf<O> = O extends { parameters: { header?: infer H } } ? NonNullable<H> : never;
/** Whether the contract declares the `Idempotency-Key` header on the operation. */
type TakesIdempotencyKey<P extends keyof paths, M extends Method> = [HeaderOf<OperationOf<P, M>>] extends [never]
  ? false
  : 'Idempotency-Key' extends keyof HeaderOf<OperationOf<P, M>>
    ? true
    : false;
interface RouteOptions {
  status?: 200 | 201;
}
/**
 * A route whose operation declares `Idempotency-Key` must say `idempotent: true`, and no other may: the key is
 * honoured exactly where the contract declares it (and its 422 `IDEMPOTENCY_KEY_REUSED`).
 */
type RouteArgs<P extends keyof paths, M extends Method> =
  TakesIdempotencyKey<P, M> extends true
    ? [options: RouteOptions & { idempotent: true }]
    : [options?: RouteOptions & { idempotent?: false }];

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
  /** Wraps a request's whole handling, e.g. in a cross-tab lock for the ones that change data. */
  around?(method: string, work: () => Promise<Response>): Promise<Response>;
  /** The caller gave up on this request (besides `request.signal`, which a service worker's request does not follow). */
  wasAborted?(request: Request): boolean;
  /** Tests check every success body against the contract; problems turn the response into a 500. */
  checkResponse?(method: string, path: string, body: unknown): string[];
}

/** An error, or a whole answer thrown instead of the handler's (an injected proxy page), as the response. */
export function errorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof MockHttpError)
    return json({ message: error.message, ...error.extra }, error.status, error.headers);
  console.error('[mocks] handler failed', error);
  return json({ message: 'Internal mock error' }, 500);
}

/** A plain JSON Response (cheaper than MSW's HttpResponse, and the same to the caller). */
function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json' } });
}

interface Route {
  path: string;
  pattern: RegExp;
  keys: string[];
  status: number;
  /** Answers once per `Idempotency-Key` (only operations that declare the header). */
  idempotent: boolean;
  handler: (ctx: RequestContext) => unknown;
  /** The handler answers a whole Response (a file's bytes) instead of a JSON body. */
  raw?: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** `/note/{id}` → `/note/([^/]+)` and its parameter names. */
function compilePath(path: string): { source: string; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? (keys.push(part.slice(1, -1)), '([^/]+)') : escapeRegExp(part)))
    .join('');
  return { source, keys };
}

/**
 * The contract routes as one table. MSW sees one handler per method whose pattern is every path of that method, so a
 * request costs one match instead of one `handler.run` per route (about 150); the table then picks the route. A path
 * no route has stays unhandled: what happens to it is the caller's choice (the tests fail on it).
 */
export function createRouter(baseUrl: string, hooks: RouteHooks) {
  /** Handlers that are not contract routes; they come after the routes. */
  const handlers: HttpHandler[] = [];
  /** The contract operations this router answers, as `METHOD /path/{param}`. */
  const routes: string[] = [];
  const table: Record<Method, Route[]> = { get: [], post: [], put: [], delete: [] };
  // A relative base ('/api') matches on any origin, as MSW resolves it against the page's.
  const basePattern = /^[a-z][a-z0-9+.-]*:\/\//i.test(baseUrl)
    ? escapeRegExp(baseUrl)
    : `[a-z][a-z0-9+.-]*://[^/]+${escapeRegExp(baseUrl)}`;

  function add<M extends Method>(method: M) {
    return <P extends PathWith<M>>(path: P, handler: Handler<P, M>, ...[options = {}]: RouteArgs<P, M>) => {
      routes.push(`${method.toUpperCase()} ${path as string}`);
      const { source, keys } = compilePath(path);
      const idempotent = options.idempotent === true;
      table[method].push({
        path: path,
        pattern: new RegExp(`^${source}$`),
        keys,
        status: options.status ?? 200,
        idempotent,
        handler: handler as Route['handler'],
      });
    };
  }

  /** A GET whose success is not JSON (`GET /files/{id}`): the handler's Response goes out as it is. */
  function raw<P extends PathWith<'get'>>(path: P, handler: (ctx: RequestContext<PathParams<P>>) => Promise<Response>) {
    routes.push(`GET ${path as string}`);
    const { source, keys } = compilePath(path);
    table.get.push({
      path: path,
      pattern: new RegExp(`^${source}$`),
      keys,
      status: 200,
      idempotent: false,
      handler: handler as Route['handler'],
      raw: true,
    });
  }

  /** The API's base for links in answers (`http://host/api` in the browser, the server's base in Node). */
  function apiBase(url: URL): string {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(baseUrl) ? baseUrl.replace(/\/$/, '') : `${url.origin}${baseUrl}`;
  }

  async function answer(
    method: Method,
    route: Route,
    request: Request,
    url: URL,
    match: RegExpExecArray,
  ): Promise<Response> {
    const params: Record<string, string> = {};
    try {
      route.keys.forEach((key, i) => (params[key] = decodeURIComponent(match[i + 1] ?? '')));
    } catch {
      // A bad % escape (`/note/%zz`) is the client's mistake, not the server's.
      return errorResponse(
        new MockHttpError(400, 'The request path has a malformed % escape.', { code: 'MALFORMED_PATH' }),
      );
    }
    const ctx: RequestContext = { request, url, params };
    const respond = async (): Promise<Response> => {
      try {
        await hooks.before(ctx);
        // The caller gave up (a closed dialog, a timeout) while the request was on its way: nothing is changed.
        if (request.signal?.aborted || hooks.wasAborted?.(request))
          throw new MockHttpError(499, 'The request was aborted by the client.', { code: 'CLIENT_CLOSED_REQUEST' });
        const body = await route.handler(ctx);
        if (route.raw) return body as Response;
        const problems = hooks.checkResponse?.(method, route.path, body) ?? [];
        if (problems.length) throw new MockHttpError(500, `Mock response breaks the contract: ${problems.join('; ')}`);
        await hooks.after(ctx);
        return json(body, route.status);
      } catch (error) {
        // A thrown answer is not the backend's (an injected proxy page, even a 200): no idempotency key keeps it.
        if (error instanceof Response) throw error;
        return errorResponse(error);
      }
    };
    // On any other operation the header is one the contract does not know of, and ignored as such.
    const key = route.idempotent ? request.headers.get(IDEMPOTENCY_HEADER) : null;
    let response: Response;
    try {
      response =
        key !== null && hooks.idempotency ? await hooks.idempotency.answer(key, request, respond) : await respond();
    } catch (error) {
      response = errorResponse(error);
    }
    return hooks.deliver ? hooks.deliver(ctx, response) : response;
  }

  function methodHandler(method: Method): HttpHandler | undefined {
    const list = table[method];
    if (!list.length) return undefined;
    const all = new RegExp(`^${basePattern}(?:${list.map((r) => r.pattern.source.slice(1, -1)).join('|')})$`);
    const basePath = new URL(baseUrl || '/', 'http://x').pathname.replace(/\/$/, '');
    return http[method](all, async ({ request }) => {
      const url = new URL(request.url);
      const apiPath = url.pathname.slice(basePath.length) || '/';
      for (const route of list) {
        const match = route.pattern.exec(apiPath);
        if (!match) continue;
        const work = () => answer(method, route, request, url, match);
        return hooks.around ? hooks.around(method, work) : work();
      }
      return undefined;
    });
  }

  /** MSW's handlers: one per method over the route table, then the others. Call once every route is added. */
  function build(): HttpHandler[] {
    const methods: Method[] = ['get', 'post', 'put', 'delete'];
    return [...methods.flatMap((m) => methodHandler(m) ?? []), ...handlers];
  }

  return {
    get: add('get'),
    post: add('post'),
    put: add('put'),
    delete: add('delete'),
    raw,
    apiBase,
    handlers,
    routes,
    build,
  };
}

export type Router = ReturnType<typeof createRouter>;

/** Page-number paging of an in-memory list. */
export function paginate<T>(items: T[], page: number | undefined, pageSize = 10) {
  const current = Math.max(1, page ?? 1);
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    pageInfo: { page: current, pageSize, totalItems: items.length, totalPages: Math.ceil(items.length / pageSize) },
  };
}
