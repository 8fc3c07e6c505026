import vm from 'node:vm';
import { storageKeys } from '../src/lib/session-keys';
import { PLAIN_SHELL_ATTRIBUTE, prePaintScript, withPrerenderedPage } from './prerender-plugin';

/** Runs the pre-paint check as a page would, with these cookies and storage; whether it chose the plain shell. */
function choosesPlainShell(
  cookie: string,
  storage: Record<string, string> = {},
  storageFails = false,
  search = '',
): boolean {
  const marks = new Set<string>();
  const context = {
    location: { search },
    document: {
      cookie,
      readyState: 'complete',
      getElementById: () => null,
      documentElement: {
        setAttribute: (name: string) => marks.add(name),
        hasAttribute: (name: string) => marks.has(name),
      },
    },
    localStorage: {
      getItem: (key: string) => {
        if (storageFails) throw new Error('SecurityError');
        return storage[key] ?? null;
      },
    },
  };
  vm.runInNewContext(prePaintScript(), context);
  return marks.has(PLAIN_SHELL_ATTRIBUTE);
}

const session = {
  [storageKeys.token]: 't',
  [storageKeys.expiresAt]: '2030-01-01T00:00:00Z',
  [storageKeys.userType]: 'client',
};

describe("a prerendered page's pre-paint check", () => {
  it('keeps the English page for a signed-out visitor whose cookies say English or nothing', () => {
    expect(choosesPlainShell('')).toBe(false);
    expect(choosesPlainShell('cookieConsent=minimal; X-Locale=en')).toBe(false);
    expect(choosesPlainShell('X-Language=en-GB')).toBe(false);
  });

  it('chooses the plain shell for German, by either cookie as currentLocale reads them', () => {
    expect(choosesPlainShell('X-Locale=de')).toBe(true);
    expect(choosesPlainShell('cookieConsent=minimal; X-Language=de-AT')).toBe(true);
    expect(choosesPlainShell('X-Locale=xx; X-Language=de')).toBe(true);
    // X-Locale wins when it names a known locale.
    expect(choosesPlainShell('X-Locale=en; X-Language=de')).toBe(false);
  });

  it('chooses the plain shell for an address with a query string, which may change what the page renders', () => {
    expect(choosesPlainShell('', {}, false, '?state=CA')).toBe(true);
    expect(choosesPlainShell('X-Locale=en', {}, false, '?redirect=%2Foverview%2F')).toBe(true);
    expect(choosesPlainShell('', {}, false, '?modal=therapist&therapist=pr_1')).toBe(true);
  });

  it('chooses the plain shell with a session, or when storage cannot be read', () => {
    expect(choosesPlainShell('', session)).toBe(true);
    expect(choosesPlainShell('', { ...session, [storageKeys.userType]: 'admin' })).toBe(false);
    expect(choosesPlainShell('', {}, true)).toBe(true);
  });
});

describe('a prerendered page file', () => {
  const shell = [
    '<html><head><meta charset="UTF-8" />',
    '<meta name="description" content="Old" />',
    '<title>Therapy booking</title>',
    '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>',
    '<body><div id="root"><header><div>Logo</div></header></div>',
    '</body></html>',
  ].join('\n');
  const page = {
    html: '<main><h1>Sign in</h1></main>',
    title: 'Sign in · Therapy Booking',
    description: 'Book & go',
    siteName: 'Therapy Booking',
  };

  it('holds the page in #root, the painted header beside it for the plain shell, and the head tags', () => {
    const html = withPrerenderedPage(shell, '/login/', page);
    expect(html).toContain('<div id="plain-shell"><header><div>Logo</div></header></div>');
    expect(html).toContain('<div id="root" data-prerendered="/login/"><main><h1>Sign in</h1></main></div>');
    expect(html).toContain('<title>Sign in · Therapy Booking</title>');
    expect(html).toContain('<meta name="description" content="Book &amp; go"');
    expect(html).toContain('<meta property="og:title" content="Sign in · Therapy Booking" />');
    expect(html).toContain('<meta property="og:description" content="Book &amp; go" />');
    expect(html).not.toContain('Therapy booking</title>');
  });

  it("holds the app's scripts in a template at the end of the body, the stylesheet in the head", () => {
    const html = withPrerenderedPage(shell, '/login/', page);
    const [head = '', body = ''] = html.split('</head>');
    expect(head).not.toMatch(/modulepreload|<script type="module"/);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(body).toContain(
      '</div>\n    <template id="after-paint"><link rel="modulepreload" crossorigin href="/assets/framework.js">' +
        '<script type="module" crossorigin src="/assets/index.js"></script></template>\n</body>',
    );
  });

  it('fails the build for a file without the painted root', () => {
    expect(() => withPrerenderedPage('<html><body><div id="app"></div></body></html>', '/login/', page)).toThrow(
      /#root/,
    );
  });
});
