import { onTestFinished } from 'vitest';

/** One request the app sent: its method, path and query, and its body (parsed when it is JSON). */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Records every request the app sends during the calling test, on its way to the offline backend (msw answers
 * `fetch`): the test can then say what the server got, and that nothing went twice.
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const { pathname, searchParams } = new URL(request.url);
    sent.push({ method: request.method, path: pathname, query: searchParams, body: text ? parsed(text) : undefined });
    return original(request);
  });
  onTestFinished(() => spy.mockRestore());
  return sent;
}

/** The requests sent with `method` to `path`. */
export const sentTo = (sent: readonly SentRequest[], method: string, path: string) =>
  sent.filter((r) => r.method === method && r.path === path);
