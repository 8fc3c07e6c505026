import vm from 'node:vm';
import { demoWorkerSource } from './demo-worker-plugin';

let source = '';
beforeAll(async () => {
  source = await demoWorkerSource();
}, 30_000);

/** Runs the worker's script in a stand-in worker scope (no localStorage, as in a real one) and says which requests it answers. */
function requestsAnswered(workerUrl: string, urls: string[]): string[] {
  const scope = Object.assign(new EventTarget(), {
    location: new URL(workerUrl),
    clients: {},
    skipWaiting: () => Promise.resolve(),
  });
  const globals = {
    self: scope,
    URL,
    URLSearchParams,
    Headers,
    Request,
    Response,
    TextEncoder,
    TextDecoder,
    console,
    setTimeout,
    clearTimeout,
  };
  vm.runInNewContext(source, {
    ...globals,
    queueMicrotask,
    crypto,
    structuredClone,
    AbortController,
    Blob,
    FormData,
    ReadableStream,
    EventTarget,
    Event,
  });
  const answered: string[] = [];
  for (const url of urls) {
    const event = Object.assign(new Event('fetch'), {
      request: new Request(url),
      respondWith: (response: Promise<Response>) => {
        answered.push(url);
        response.catch(() => {}); // no IndexedDB here: only the decision to answer is under test
      },
    });
    scope.dispatchEvent(event);
  }
  return answered;
}

test('the demo worker carries the backend, and loads where there is no localStorage', () => {
  expect(source).toContain('__msw-cookie-store__');
  expect(() => requestsAnswered('http://localhost:4173/demo-worker.js', [])).not.toThrow();
});

test("it answers the API's requests only", () => {
  const api = encodeURIComponent('http://localhost:4173/api');
  const answered = requestsAnswered(`http://localhost:4173/demo-worker.js?api=${api}`, [
    'http://localhost:4173/api/booking?page=1',
    'http://localhost:4173/api?x=1',
    'http://localhost:4173/assets/index-abc.js',
    'http://localhost:4173/appointments/',
    'http://localhost:4173/apiary/',
    'https://other.example/api/booking',
  ]);
  expect(answered).toEqual(['http://localhost:4173/api/booking?page=1', 'http://localhost:4173/api?x=1']);
});

test('without an api parameter the worker assumes /api on its own origin', () => {
  const answered = requestsAnswered('http://localhost:5173/demo-worker.js', [
    'http://localhost:5173/api/client',
    'http://localhost:5173/src/main.tsx',
  ]);
  expect(answered).toEqual(['http://localhost:5173/api/client']);
});
