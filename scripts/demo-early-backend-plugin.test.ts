import vm from 'node:vm';
import type { Rolldown } from 'vite';
import { backendFiles, demoEarlySource } from './demo-early-backend-plugin';

const chunk = (fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as Rolldown.OutputChunk;

test("the backend's chunk and its imports, without what the entry loads anyway", () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', ['assets/framework.js', 'assets/api-client.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
      chunk('assets/framework.js', []),
      chunk('assets/api-client.js', []),
      chunk('assets/browser.js', ['assets/schemas.js', 'assets/api-client.js'], { facadeModuleId: '/app/mocks/browser.ts' }),
      chunk('assets/schemas.js', ['assets/iso.js']),
      chunk('assets/iso.js', []),
      chunk('assets/page.js', ['assets/framework.js'], { facadeModuleId: '/app/src/routes/page.tsx' }),
    ].map((c) => [c.fileName, c]),
  );
  expect(backendFiles(bundle).sort()).toEqual(['assets/browser.js', 'assets/iso.js', 'assets/schemas.js']);
});

/** Runs the generated script against a stand-in page and returns the hrefs it asked to preload. */
function preloadedBy(visitor: { token?: string; controlled?: boolean }): string[] {
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const page = {
    navigator: { serviceWorker: { controller: visitor.controlled ? {} : null } },
    localStorage: { getItem: (key: string) => (key === 'token' ? (visitor.token ?? null) : null) },
    document: {
      createElement: () => ({ rel: '', href: '', crossOrigin: null, dataset: {} }),
      head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    },
  };
  vm.runInNewContext(demoEarlySource(['assets/browser.js', 'assets/schemas.js']), page);
  expect(appended.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return appended.map((link) => link.href);
}

test('a signed-in visitor, or a page the worker controls, preloads the backend; anyone else nothing', () => {
  expect(preloadedBy({ token: 'tok_1' })).toEqual(['/assets/browser.js', '/assets/schemas.js']);
  expect(preloadedBy({ controlled: true })).toEqual(['/assets/browser.js', '/assets/schemas.js']);
  expect(preloadedBy({})).toEqual([]);
});
