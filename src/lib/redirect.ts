export const DEFAULT_AFTER_LOGIN = '/overview/';

/** Control characters (tabs and newlines included), which URL parsing silently drops, and backslashes, which it reads as `/`. */
const hasUnsafeCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\');

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '//';
  }
}

/** A path of this site: one leading slash and no second one, even once decoded (`/%2F%2Fx` reads as `//x` to a router). */
const isSitePath = (path: string) =>
  /^\/(?![/\\])/.test(path) && /^\/(?![/\\])/.test(decoded(path)) && !hasUnsafeCharacter(decoded(path));

/**
 * The path to go to after login: only a path that resolves to this origin (`/appointments/?id=1`) is followed;
 * anything else (`//evil.com`, `/.//evil.com`, `/\evil.com`, `https://evil.com`, `http:evil.com`, `javascript:…`,
 * `%2F%2Fevil.com`, tabs or newlines anywhere, the login page itself) gives the overview. What is returned is the
 * normalised path, which resolves to this origin again however it is used (as an href or with `new URL`).
 */
export function safeRedirect(value: unknown, origin: string = window.location.origin): string {
  if (typeof value !== 'string' || hasUnsafeCharacter(value) || !isSitePath(value)) return DEFAULT_AFTER_LOGIN;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || !isSitePath(url.pathname) || url.pathname.startsWith('/login'))
      return DEFAULT_AFTER_LOGIN;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return new URL(path, origin).origin === origin ? path : DEFAULT_AFTER_LOGIN;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}
