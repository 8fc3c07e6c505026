// Reading a request's body and query with the generated Zod schemas: a body in a media type the contract does not
// declare is a 415, and a bad one a 400 naming each problem.
import type { z } from 'zod/mini';
import type { RequestContext } from './http';
import { badRequest, MockHttpError } from './http-error';
import './zod-messages';

/** A body in a media type the contract does not declare for the operation. */
const unsupportedMediaType = (expected: string, got: string | null) =>
  new MockHttpError(415, `The body must be ${expected}, not ${got || 'untyped'}.`, { code: 'UNSUPPORTED_MEDIA_TYPE' });

/** The media type of a request, lower-cased, without parameters (`multipart/form-data; boundary=…` → `multipart/form-data`). */
function mediaType(request: Request): string | null {
  const header = request.headers.get('content-type');
  return header ? (header.split(';')[0] ?? '').trim().toLowerCase() : null;
}

const isJson = (type: string | null) =>
  type === 'application/json' || (type?.startsWith('application/') === true && type.endsWith('+json'));

function issues(error: z.core.$ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
}

/** Parses a JSON body with a generated Zod schema; a bad body is a 400 naming each problem. */
export async function jsonBody<S extends z.ZodMiniType>(ctx: RequestContext, schema: S): Promise<z.infer<S>> {
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
export async function formBody<S extends z.ZodMiniType>(
  ctx: RequestContext,
  schema: S,
  arrayFields: string[] = [],
): Promise<z.infer<S>> {
  // The contract declares multipart/form-data for every operation parsed here (JSON or url-encoded bodies are refused).
  if (mediaType(ctx.request) !== 'multipart/form-data')
    throw unsupportedMediaType('multipart/form-data', mediaType(ctx.request));
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
export function queryParams<S extends z.ZodMiniType>(
  ctx: RequestContext,
  schema: S,
  arrayFields: string[] = [],
): z.infer<S> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of ctx.url.searchParams) {
    raw[key] = arrayFields.includes(key) ? value.split(',').filter(Boolean) : value;
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest(issues(result.error));
  return result.data;
}
