import fs from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { pageRouteFiles } from './lib/route-tree';
import { repoRoot } from './lib/run';
import { FALLBACK_HTML, htmlFileOf, pagePreloads, servedFile, withPreloads } from './page-html-plugin';

const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  isEntry = false,
  dynamicImports: string[] = [],
) => ({ type: 'chunk', fileName, imports, isEntry, facadeModuleId, dynamicImports }) as Rolldown.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/framework.js'], '/app/index.html', true, ['assets/start-en.js']),
    chunk('assets/framework.js', []),
    chunk(
      'assets/login.js',
      ['assets/form-kit.js', 'assets/framework.js'],
      '/app/src/routes/login.tsx?tsr-split=component---loader',
      false,
      ['assets/account-en.js', 'assets/account-de.js', 'assets/Terms.js'],
    ),
    chunk('assets/form-kit.js', []),
    chunk('assets/account-en.js', [], '\0virtual:messages/en/account'),
    chunk('assets/account-de.js', [], '\0virtual:messages/de/account'),
    chunk('assets/Terms.js', [], '/app/src/features/legal/Terms.tsx'),
    chunk('assets/layout.js', [], '/app/src/routes/_authenticated.tsx?tsr-split=component'),
    chunk(
      'assets/appointments.js',
      ['assets/rows.js'],
      '/app/src/routes/_authenticated/appointments.tsx?tsr-split=component',
    ),
    chunk(
      'assets/appointments-pending.js',
      [],
      '/app/src/routes/_authenticated/appointments.tsx?tsr-split=pendingComponent',
    ),
    chunk('assets/rows.js', ['assets/framework.js']),
    chunk(
      'assets/appointments-error.js',
      [],
      '/app/src/routes/_authenticated/appointments.tsx?tsr-split=errorComponent',
    ),
    chunk('assets/start-en.js', [], '\0virtual:messages/en/start'),
    chunk('assets/start-de.js', [], '\0virtual:messages/de/start'),
    chunk('assets/browser.js', ['assets/msw.js'], '/app/mocks/browser.ts'),
    chunk('assets/msw.js', []),
    chunk('assets/ConsentBar.js', ['assets/consent-en.js'], '/app/src/features/consent/ConsentBar.tsx'),
    chunk('assets/consent-en.js', []),
  ].map((c) => [c.fileName, c]),
);

const pages = [
  { url: '/login/', routeFiles: ['__root', 'login'] },
  { url: '/appointments/', routeFiles: ['__root', '_authenticated', '_authenticated/appointments'] },
];
const features = new Set(['account']);
const options = { backend: false, features, locale: 'en' };

describe("a page's own preloads", () => {
  it("are its route files' page chunks and imports, its features' and the start messages in its locale", () => {
    const preloads = pagePreloads(bundle, pages, options);
    // Not what the entry loads anyway (the framework), nor a lazy part that is not messages (Terms), nor German.
    expect(preloads.get('/login/')).toEqual([
      'assets/ConsentBar.js',
      'assets/account-en.js',
      'assets/consent-en.js',
      'assets/form-kit.js',
      'assets/login.js',
      'assets/start-en.js',
    ]);
    // A signed-in page: no consent bar (a first visit never lands there), nor its pending or error component.
    expect(preloads.get('/appointments/')).toEqual([
      'assets/appointments.js',
      'assets/layout.js',
      'assets/rows.js',
      'assets/start-en.js',
    ]);
  });

  it('fail the build when a page has no chunk of its own', () => {
    const lost = [...pages, { url: '/gone/', routeFiles: ['__root', 'gone'] }];
    expect(() => pagePreloads(bundle, lost, options)).toThrow(/\/gone\//);
  });

  it("add the demo's offline backend on signed-in pages only", () => {
    const preloads = pagePreloads(bundle, pages, { ...options, backend: true });
    expect(preloads.get('/appointments/')).toEqual(expect.arrayContaining(['assets/browser.js', 'assets/msw.js']));
    expect(preloads.get('/login/')).not.toContain('assets/browser.js');
    const without = Object.fromEntries(Object.entries(bundle).filter(([file]) => file !== 'assets/browser.js'));
    expect(() => pagePreloads(without, pages, { ...options, backend: true })).toThrow(/mocks\/browser\.ts/);
  });

  it('go at the end of the head, in a file per page', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withPreloads(html, ['assets/a.js'], '/app/')).toBe(
      '<html><head><title>x</title>    <link rel="modulepreload" crossorigin href="/app/assets/a.js" data-page>\n  </head><body></body></html>',
    );
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/account/settings/')).toBe('account/settings/index.html');
  });

  it("are served like a host serves them: the file, the page's own index.html, else the plain shell", () => {
    const files = new Set(['index.html', 'login/index.html', 'assets/a.js', FALLBACK_HTML]);
    const exists = (file: string) => files.has(file);
    expect(servedFile('/', exists)).toBe('index.html');
    expect(servedFile('/login/', exists)).toBe('login/index.html');
    expect(servedFile('/login', exists)).toBe('login/index.html');
    expect(servedFile('/assets/a.js', exists)).toBe('assets/a.js');
    expect(servedFile('/therapists/pr_1/', exists)).toBe(FALLBACK_HTML);
    expect(servedFile('/no/such/page/', exists)).toBe(FALLBACK_HTML);
    expect(servedFile('/assets/gone.js', exists)).toBeUndefined();
    expect(servedFile('/../etc/passwd', exists)).toBeUndefined();
  });

  it('come from the generated route tree: every page without a parameter, with its layouts', () => {
    const tree = pageRouteFiles(fs.readFileSync(path.join(repoRoot, 'src/routeTree.gen.ts'), 'utf8'));
    const byUrl = new Map(tree.map((page) => [page.url, page.routeFiles]));
    expect(byUrl.get('/')).toEqual(['__root', 'index']);
    expect(byUrl.get('/account/settings/')).toEqual([
      '__root',
      '_authenticated',
      '_authenticated/account',
      '_authenticated/account/settings',
    ]);
    expect(byUrl.get('/messages/')).toEqual([
      '__root',
      '_authenticated',
      '_authenticated/messages',
      '_authenticated/messages.index',
    ]);
    expect(tree.filter((page) => page.url.includes('$'))).toEqual([]);
    for (const page of tree)
      for (const file of page.routeFiles)
        expect(fs.existsSync(path.join(repoRoot, 'src/routes', `${file}.tsx`))).toBe(true);
  });
});
