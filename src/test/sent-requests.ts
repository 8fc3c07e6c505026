import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  /** The path without the backend's origin, e.g. `/booking/bk_1/cancel`. */
  path: string;
  /** The body as sent (a JSON text for JSON calls). */
  body: BodyInit | null | undefined;
}

/**
 * Records every request the app sends from now on (through the global `fetch`, which the offline backend answers),
 * for a test that asserts what the server got and how often. Restored with `vi.restoreAllMocks()`.
 */
export function recordRequests(): () => SentRequest[] {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () =>
    spy.mock.calls.map(([input, init]) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return { method: request.method, path: new URL(request.url).pathname, body: init?.body };
    });
}
