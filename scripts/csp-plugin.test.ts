import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig, type Plugin } from 'vite';
import { contentSecurityPolicy, filesOrigins, withPolicyMeta } from './csp-plugin.ts';
import { repoRoot } from './lib/run.ts';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

async function cspPlugin(command: 'build' | 'serve', mode: string, env: Record<string, string> = {}) {
  Object.assign(process.env, env);
  try {
    const config = await resolveConfig(
      { root: repoRoot, configFile: path.join(repoRoot, 'vite.config.ts'), mode, logLevel: 'silent' },
      command,
    );
    return { config, plugin: config.plugins.find((p) => p.name === 'content-security-policy-meta') };
  } finally {
    for (const key of Object.keys(env)) delete process.env[key];
  }
}

/** What the build writes: the project's index.html through the plugin's transform. */
async function builtHtml(plugin: Plugin): Promise<string> {
  const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(fs.readFileSync(path.join(repoRoot, 'index.html'), 'utf8'));
}

describe('Content-Security-Policy', () => {
  it('allows script only from this origin: no inline script, no eval; no plugins; base and forms stay here', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval|frame-ancestors/);
  });

  it('lets the app reach an API on another origin (VITE_API_BASE_URL) and show its pictures', () => {
    const policy = directives(contentSecurityPolicy({ apiBaseUrl: 'https://api.example.com/v1' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(policy.get('img-src')).toContain('https://api.example.com');
    expect(directives(contentSecurityPolicy({ apiBaseUrl: '/api' })).get('connect-src')).toEqual(["'self'"]);
  });

  // Pictures come from the API's file host, which the built page's policy must allow.
  it('shows pictures from the files origins of VITE_FILES_ORIGIN (a comma-separated list), by default the API’s', () => {
    const policy = directives(
      contentSecurityPolicy({
        apiBaseUrl: 'https://api.example.com/v1',
        filesOrigin: 'https://files.example.com, https://cdn.example.net/uploads/',
      }),
    );
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://files.example.com',
      'https://cdn.example.net',
    ]);
    // The PDF preview fetches a document's bytes from there.
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
      'https://files.example.com',
      'https://cdn.example.net',
    ]);
    expect(
      directives(contentSecurityPolicy({ apiBaseUrl: 'https://api.example.com/v1', filesOrigin: '' })).get('img-src'),
    ).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
    expect(directives(contentSecurityPolicy({ filesOrigin: 'http://127.0.0.1:4181' })).get('img-src')).toContain(
      'http://127.0.0.1:4181',
    );
    expect(directives(contentSecurityPolicy({ filesOrigin: 'http://127.0.0.1:4181' })).get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4181',
    ]);
    expect(() => filesOrigins('files.example.com')).toThrow(
      /VITE_FILES_ORIGIN: "files.example.com" is not an http\(s\) origin/,
    );
    expect(() => filesOrigins('https://ok.example.com,javascript:alert(1)')).toThrow(/javascript:alert/);
    expect(filesOrigins('https://a.example.com,https://a.example.com/x')).toEqual(['https://a.example.com']);
  });

  // PDF previews are drawn by pdf.js in a worker, never framed, so the policy frames nothing (decision 0089).
  it('frames nothing and runs workers of this origin only (the demo backend, the PDF preview’s pdf.js)', () => {
    const policy = directives(
      contentSecurityPolicy({ apiBaseUrl: 'https://api.example.com', filesOrigin: 'https://files.example.com' }),
    );
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('takes the files origins from the build’s VITE_FILES_ORIGIN, and refuses a wrong one at the start of the build', async () => {
    const { plugin } = await cspPlugin('build', 'production', {
      VITE_API_BASE_URL: 'https://api.example.com',
      VITE_FILES_ORIGIN: 'https://files.example.com',
    });
    expect(await builtHtml(plugin!)).toContain("img-src 'self' data: blob: https://files.example.com;");
    await expect(cspPlugin('build', 'production', { VITE_FILES_ORIGIN: 'files.example.com' })).rejects.toThrow(
      /VITE_FILES_ORIGIN/,
    );
  });

  it('lets error reports reach the ingest origin of VITE_SENTRY_DSN, in the build too, and nothing more without one', async () => {
    const policy = directives(contentSecurityPolicy({ sentryDsn: 'https://public@o123.ingest.example.io/456' }));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://o123.ingest.example.io']);
    expect(directives(contentSecurityPolicy({ sentryDsn: '' })).get('connect-src')).toEqual(["'self'"]);
    const { plugin } = await cspPlugin('build', 'production', {
      VITE_SENTRY_DSN: 'https://public@o123.ingest.example.io/456',
    });
    expect(await builtHtml(plugin!)).toContain("connect-src 'self' https://o123.ingest.example.io;");
  });

  it.each(['production', 'demo'])('is in the %s build’s index.html, right after <meta charset>', async (mode) => {
    const { plugin } = await cspPlugin(
      'build',
      mode,
      mode === 'production' ? { VITE_API_BASE_URL: 'https://api.example.com' } : {},
    );
    expect(plugin).toBeDefined();
    const html = await builtHtml(plugin!);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self';/,
    );
    expect(head.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(1024);
    expect(head).toContain(mode === 'production' ? "connect-src 'self' https://api.example.com" : "connect-src 'self'");
    // No inline script in the page itself.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });

  it('is left out of the dev server, whose React refresh runs inline script', async () => {
    const { plugin } = await cspPlugin('serve', 'development');
    expect(plugin).toBeUndefined();
  });

  it('is what `npm run preview` sends as headers, with frame-ancestors', async () => {
    const { config } = await cspPlugin('serve', 'demo');
    expect(config.preview.headers).toMatchObject({
      'Content-Security-Policy': "frame-ancestors 'none'",
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
    expect(config.preview.headers?.['Permissions-Policy']).toContain('camera=()');
  });

  it('refuses a page without <meta charset> rather than placing the policy too late', () => {
    expect(() => withPolicyMeta('<html><head></head></html>', "default-src 'self'")).toThrow(/no <meta charset>/);
  });
});
