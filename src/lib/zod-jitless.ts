/**
 * The Content-Security-Policy allows no eval (decision 0027), so Zod must not even probe for its compiled parsers.
 * Zod keeps its settings on `globalThis.__zod_globalConfig` (one object shared by every copy of it); setting the flag
 * there before Zod loads keeps Zod itself out of the first chunk.
 */
export function keepZodFromEval() {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  (scope.__zod_globalConfig ??= {}).jitless = true;
}
