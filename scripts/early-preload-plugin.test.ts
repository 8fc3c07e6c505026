import vm from 'node:vm';
import type { Rolldown } from 'vite';
import { earlyGroups, earlySource, routeSegments, withEarlyScript } from './early-preload-plugin';

const chunk = (
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  isEntry = false,
  dynamicImports: string[] = [],
) => ({ type: 'chunk', fileName, imports, isEntry, facadeModuleId, dynamicImports }) as Rolldown.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/framework.js', 'assets/api-client.js'], '/app/index.html', true),
    chunk('assets/framework.js', []),
    chunk('assets/api-client.js', []),
    chunk(
      'assets/login.js',
      ['assets/form-kit.js', 'assets/framework.js'],
      '/app/src/routes/login.tsx?tsr-split=component',
    ),
    chunk('assets/form-kit.js', []),
    chunk('assets/contact.js', [], '/app/src/routes/contact.tsx?tsr-split=component', false, [
      'assets/contact-en.js',
      'assets/contact-de.js',
    ]),
    chunk('assets/contact-en.js', [], '\0virtual:messages/en/contact'),
    chunk('assets/contact-de.js', [], '\0virtual:messages/de/contact'),
    chunk('assets/layout.js', [], '/app/src/routes/_authenticated.tsx?tsr-split=component'),
    chunk(
      'assets/appointments.js',
      ['assets/rows.js'],
      '/app/src/routes/_authenticated/appointments.tsx?tsr-split=component',
    ),
    chunk('assets/rows.js', ['assets/api-client.js']),
    chunk('assets/payment.js', [], '/app/src/routes/_authenticated/payment.$id.tsx?tsr-split=component'),
    chunk('assets/start-en.js', [], '\0virtual:messages/en/start'),
    chunk('assets/start-de.js', [], '\0virtual:messages/de/start'),
    chunk('assets/ConsentBar.js', ['assets/track.js'], '/app/src/features/consent/ConsentBar.tsx'),
    chunk('assets/track.js', []),
    chunk('assets/browser.js', ['assets/msw.js'], '/app/mocks/browser.ts'),
    chunk('assets/msw.js', []),
  ].map((c) => [c.fileName, c]),
);

test("a route file's pathname: pathless layouts drop out, parameters match any segment, an index route is exact", () => {
  expect(routeSegments('_authenticated/payment.$id')).toEqual({ segments: ['payment', '*'], exact: false });
  expect(routeSegments('_authenticated/account/index')).toEqual({ segments: ['account'], exact: true });
  expect(routeSegments('_authenticated/messages.index')).toEqual({ segments: ['messages'], exact: true });
  expect(routeSegments('index')).toEqual({ segments: [], exact: true });
  expect(routeSegments('__root')).toEqual({ segments: [], exact: false });
});

interface Visitor {
  pathname: string;
  search?: string;
  token?: boolean;
  controlled?: boolean;
  cookie?: string;
}

/** Runs the script against a stand-in page and returns the hrefs it asked to preload. */
function preloadedBy(source: string, visitor: Visitor): string[] {
  const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
  vm.runInNewContext(source, {
    location: { pathname: visitor.pathname, search: visitor.search ?? '' },
    navigator: { serviceWorker: { controller: visitor.controlled ? {} : null } },
    localStorage: { getItem: (key: string) => (key === 'token' && visitor.token ? 'tok_1' : null) },
    document: {
      cookie: visitor.cookie ?? '',
      createElement: () => ({ rel: '', href: '', crossOrigin: null, dataset: {} }),
      head: { appendChild: (link: (typeof appended)[number]) => appended.push(link) },
    },
  });
  expect(appended.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
  return appended.map((link) => link.href).sort();
}

describe('the early script of the production build', () => {
  const source = earlySource(earlyGroups(bundle, { backend: false, features: new Set(['contact']) }));

  it("asks for a feature's own messages with its route, in the active locale", () => {
    expect(preloadedBy(source, { pathname: '/contact/', cookie: 'X-Locale=de; cookieConsent=true' })).toEqual([
      '/assets/contact-de.js',
      '/assets/contact.js',
      '/assets/start-de.js',
    ]);
    expect(preloadedBy(source, { pathname: '/contact/', cookie: 'cookieConsent=true' })).toEqual([
      '/assets/contact-en.js',
      '/assets/contact.js',
      '/assets/start-en.js',
    ]);
  });

  it("asks for a signed-in page's route, layout and messages in the active locale, minus what the entry loads", () => {
    expect(
      preloadedBy(source, { pathname: '/appointments/', token: true, cookie: 'X-Locale=de; cookieConsent=true' }),
    ).toEqual(['/assets/appointments.js', '/assets/layout.js', '/assets/rows.js', '/assets/start-de.js']);
    expect(
      preloadedBy(source, {
        pathname: '/payment/bk_1/',
        token: true,
        cookie: 'X-Language=de-DE; cookieConsent=minimal',
      }),
    ).toEqual(['/assets/layout.js', '/assets/payment.js', '/assets/start-de.js']);
  });

  it('asks for the cookie banner before it is answered, and for no signed-in page without a session', () => {
    expect(preloadedBy(source, { pathname: '/login/' })).toEqual([
      '/assets/ConsentBar.js',
      '/assets/form-kit.js',
      '/assets/login.js',
      '/assets/start-en.js',
      '/assets/track.js',
    ]);
    expect(preloadedBy(source, { pathname: '/appointments/', cookie: 'cookieConsent=true' })).toEqual([
      '/assets/start-en.js',
    ]);
  });

  it('never names the backend, and is placed right after <meta charset>', () => {
    expect(source).not.toContain('browser.js');
    const html = withEarlyScript(
      '<head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="/a.css"></head>',
      'var x;',
    );
    expect(html).toBe(
      '<head>\n    <meta charset="UTF-8" />\n    <script>var x;</script>\n    <link rel="stylesheet" href="/a.css"></head>',
    );
  });
});

describe('the early script of the demo build', () => {
  const source = earlySource(earlyGroups(bundle, { backend: true }));
  const backend = ['/assets/browser.js', '/assets/msw.js'];

  it('asks for the offline backend for a signed-in visitor or a page the worker controls; for anyone else not', () => {
    expect(preloadedBy(source, { pathname: '/appointments/', token: true, cookie: 'cookieConsent=true' })).toEqual(
      expect.arrayContaining(backend),
    );
    expect(preloadedBy(source, { pathname: '/', controlled: true, cookie: 'cookieConsent=true' })).toEqual(
      expect.arrayContaining(backend),
    );
    expect(preloadedBy(source, { pathname: '/', cookie: 'cookieConsent=true' })).not.toEqual(
      expect.arrayContaining(['/assets/browser.js']),
    );
  });

  it('fails the build when the backend has no chunk', () => {
    const withoutBackend = Object.fromEntries(Object.entries(bundle).filter(([file]) => file !== 'assets/browser.js'));
    expect(() => earlyGroups(withoutBackend, { backend: true })).toThrow(/mocks\/browser\.ts/);
  });
});
