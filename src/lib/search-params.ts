import * as z from 'zod/mini';

// Route search schemas live in the main bundle (only route components are split), so they use Zod Mini, which
// tree-shakes; feature code in lazy chunks uses full Zod and the generated schemas.

/** An optional search param: a malformed value is dropped rather than failing the page. */
export function optionalParam<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** An opaque identifier (`?id=…`, `?participantId=…`). */
export const identifierParam = optionalParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));

/** Any non-empty string (`?redirect=…`; check it before use). */
export const stringParam = optionalParam(z.string().check(z.minLength(1)));

export { z };
