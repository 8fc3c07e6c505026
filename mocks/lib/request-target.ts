// How long a request target (path and query) either backend routes: far beyond anything the app sends, and below what
// msw's URL matching takes (8,192 characters with the origin), which throws on a longer one. A longer target is 414
// URI_TOO_LONG from both backends (the standalone server's lib/node-http.ts, the demo worker's `answerApiRequest`).
import { getResponse, type RequestHandler } from 'msw';
import { MockHttpError } from './http-error';
import { errorResponse, notFound } from './http';

export const MAX_REQUEST_TARGET_CHARS = 8_000;

export const URI_TOO_LONG = {
  message: `The request URL is longer than ${MAX_REQUEST_TARGET_CHARS.toLocaleString('en')} characters.`,
  code: 'URI_TOO_LONG',
} as const;

/** Whether a request target (`/booking?page=1`, the part after the API's base) is too long to route. */
export const isTargetTooLong = (target: string) => target.length > MAX_REQUEST_TARGET_CHARS;

/**
 * The demo worker's answer to a request under the API's base `api`: 414 for a target too long to route, the handlers'
 * answer, or 404 when no operation has the path, marked with `unmodelledHeader` when given (the page then asks the
 * generated handlers, mocks/browser.ts).
 */
export async function answerApiRequest(
  handlers: RequestHandler[],
  request: Request,
  api: string,
  unmodelledHeader?: string,
): Promise<Response> {
  if (isTargetTooLong(request.url.slice(api.length)))
    return errorResponse(new MockHttpError(414, URI_TOO_LONG.message, { code: URI_TOO_LONG.code }));
  const response = await getResponse(handlers, request);
  if (response) return response;
  const unmodelled = errorResponse(notFound(`${request.method} ${new URL(request.url).pathname}`));
  if (unmodelledHeader) unmodelled.headers.set(unmodelledHeader, '1');
  return unmodelled;
}
