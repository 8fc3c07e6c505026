import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the built app (decision 0027), as a `<meta>` so that it holds on a static host.
 * Scripts come only from this origin, or are the build's own inline scripts, each allowed by its hash (the pre-paint
 * check of the prerendered pages, decision 0158); no other inline script, no eval. `connect-src` adds the API's origin when
 * `VITE_API_BASE_URL` is absolute. Uploaded files (photos, documents) come from the files origins,
 * `VITE_FILES_ORIGIN` (comma-separated; the API's origin when unset, decision 0089): `img-src` shows their pictures
 * and `connect-src` lets the PDF preview fetch their documents. No frames: PDFs are drawn by pdf.js, whose worker is
 * a file of this origin. Styles allow inline ones: sonner injects its stylesheet at run time. `frame-ancestors` (and
 * the report directives) are ignored in a `<meta>`: the host sends them as headers (docs/deployment.md, "Security headers").
 */
export function contentSecurityPolicy({
  apiBaseUrl,
  filesOrigin,
  inlineScripts = [],
  sentryDsn,
}: { apiBaseUrl?: string; filesOrigin?: string; inlineScripts?: string[]; sentryDsn?: string } = {}): string {
  const api = apiOrigin(apiBaseUrl);
  const files = filesOrigin?.trim() ? filesOrigins(filesOrigin) : api;
  const hashes = inlineScripts.map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Avatars, seeded photos and the favicon are data: URLs; a picture being cropped is a blob: URL.
    'img-src': ["'self'", 'data:', 'blob:', ...files],
    'font-src': ["'self'", 'data:'],
    // Error reports go to the DSN's origin (its host; the user part is a public key), when error reporting is
    // configured (src/lib/error-reporting.ts).
    'connect-src': [...new Set(["'self'", ...api, ...files, ...apiOrigin(sentryDsn)])],
    // The demo build's offline backend is a service worker of this origin, as is the PDF preview's pdf.js worker.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-src': ["'none'"],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The headers a host should send with the app (docs/deployment.md, "Security headers"); `npm run preview` sends them. What a
 * <meta> cannot do: forbid framing (clickjacking), and the rest only a header can say.
 */
export const HOST_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
};

function apiOrigin(apiBaseUrl: string | undefined): string[] {
  if (!apiBaseUrl || !/^https?:\/\//i.test(apiBaseUrl)) return [];
  return [new URL(apiBaseUrl).origin];
}

/** `VITE_FILES_ORIGIN`'s origins; anything but an absolute http(s) URL fails the build rather than the pictures. */
export function filesOrigins(list: string): string[] {
  const origins = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (!/^https?:\/\/[^/]/i.test(entry) || !URL.canParse(entry))
        throw new Error(`VITE_FILES_ORIGIN: "${entry}" is not an http(s) origin such as https://files.example.com`);
      return new URL(entry).origin;
    });
  return [...new Set(origins)];
}

/** The page with the policy's <meta> right after <meta charset> (which must stay within the first 1024 bytes). */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html))
    throw new Error('index.html has no <meta charset>: cannot place the Content-Security-Policy');
  return html.replace(charset, (tag) => `${tag}\n    ${meta}`);
}

/** The text of each inline `<script>` (one without `src`) in the page. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc=/i.test(attributes))
    .map(([, , text = '']) => text);
}

/** Puts the policy into index.html for builds only: the dev server's React refresh needs inline script. */
export function contentSecurityPolicyMeta(): Plugin {
  let apiBaseUrl: string | undefined;
  let filesOrigin: string | undefined;
  let sentryDsn: string | undefined;
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    configResolved(config) {
      apiBaseUrl = config.env.VITE_API_BASE_URL as string | undefined;
      filesOrigin = config.env.VITE_FILES_ORIGIN as string | undefined;
      sentryDsn = config.env.VITE_SENTRY_DSN as string | undefined;
      if (filesOrigin?.trim()) filesOrigins(filesOrigin); // a wrong value stops the build at its start
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        withPolicyMeta(
          html,
          contentSecurityPolicy({ apiBaseUrl, filesOrigin, sentryDsn, inlineScripts: inlineScriptsOf(html) }),
        ),
    },
  };
}
