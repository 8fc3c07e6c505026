import vm from 'node:vm';
import { apiOnlyFilterSource, demoWorkerSource } from './demo-worker-plugin';

/** Runs the worker's script in a stand-in worker scope and says which requests reached MSW's fetch listener. */
function requestsMswSees(workerUrl: string, urls: string[]): string[] {
  const scope = new EventTarget();
  const seen: string[] = [];
  vm.runInNewContext(apiOnlyFilterSource(), { self: Object.assign(scope, { location: new URL(workerUrl) }), URL });
  scope.addEventListener('fetch', (event) => seen.push((event as Event & { request: Request }).request.url)); // MSW's, added after
  for (const url of urls) scope.dispatchEvent(Object.assign(new Event('fetch'), { request: new Request(url) }));
  return seen;
}

test('the demo worker starts with the API-only filter and carries the installed msw worker', () => {
  const source = demoWorkerSource();
  expect(source.indexOf("addEventListener('fetch'")).toBeLessThan(source.indexOf('INTEGRITY_CHECKSUM'));
  expect(source).toContain('PACKAGE_VERSION');
});

test("only the API's requests reach MSW's listener", () => {
  const api = encodeURIComponent('http://localhost:4173/api');
  const seen = requestsMswSees(`http://localhost:4173/demo-worker.js?api=${api}`, [
    'http://localhost:4173/api/booking?page=1',
    'http://localhost:4173/api?x=1',
    'http://localhost:4173/assets/index-abc.js',
    'http://localhost:4173/appointments/',
    'http://localhost:4173/apiary/',
    'https://other.example/api/booking',
  ]);
  expect(seen).toEqual(['http://localhost:4173/api/booking?page=1', 'http://localhost:4173/api?x=1']);
});

test('without an api parameter the worker assumes /api on its own origin', () => {
  const seen = requestsMswSees('http://localhost:5173/demo-worker.js', ['http://localhost:5173/api/client', 'http://localhost:5173/src/main.tsx']);
  expect(seen).toEqual(['http://localhost:5173/api/client']);
});
