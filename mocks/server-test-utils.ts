// The standalone mock server (`npm run mock:server`) for one test file: started on a free loopback port before its
// tests, closed after them, with the demo password's login.
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from './data/ids';
import { createMockServer } from './server';

export function useMockServer(options: Parameters<typeof createMockServer>[0] = {}) {
  const mock = createMockServer(options);
  let base = '';
  beforeAll(async () => {
    base = `http://127.0.0.1:${await mock.listen(0)}`;
  });
  afterAll(() => mock.close());
  return {
    mock,
    /** `http://127.0.0.1:<port>`, once the server listens. */
    get base() {
      return base;
    },
    /** A new session's bearer token for a seeded account. */
    login: async (email: string): Promise<string> => {
      const res = await fetch(`${base}/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      return ((await res.json()) as { token: string }).token;
    },
    /** A multipart request with the token; a list value sends one part per item (`files`). */
    upload: (
      path: string,
      token: string,
      fields: Record<string, string | File | File[]>,
      method = 'POST',
    ): Promise<Response> => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields))
        for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
      return fetch(`${base}${path}`, { method, headers: { Authorization: `Bearer ${token}` }, body: form });
    },
  };
}
