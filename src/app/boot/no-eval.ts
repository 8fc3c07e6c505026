import { config as configureZod } from 'zod/v4/core';

/**
 * The Content-Security-Policy allows no eval (decision 0027): Zod must not even probe for its compiled parsers. Called
 * first, before the app parses anything with a schema.
 */
export function forbidEval(): void {
  configureZod({ jitless: true });
}
