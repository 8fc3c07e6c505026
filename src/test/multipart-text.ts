import { vi } from 'vitest';

/**
 * Lets the app's multipart sends of text fields reach the offline backend in jsdom: jsdom's FormData is not the one
 * Node's fetch can send, so such a body goes out as the multipart text a browser would have written. A file in it
 * fails the test (its bytes are out of reach here; a test with files stands in for the call instead).
 */
export function sendMultipartAsText(): void {
  const original = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (!(init?.body instanceof FormData)) return original(input, init);
    const boundary = 'test-boundary-7c1f';
    const parts = [...init.body.entries()].map(([name, value]) => {
      if (typeof value !== 'string') throw new Error(`multipart field ${name} holds a file: stand in for this call`);
      return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    });
    const headers = new Headers(init.headers);
    headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
    return original(input, { ...init, headers, body: `${parts.join('')}--${boundary}--\r\n` });
  });
}
