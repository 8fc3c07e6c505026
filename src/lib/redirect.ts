export const DEFAULT_AFTER_LOGIN = '/overview/';

/**
 * The path to go to after login: only a same-origin path (`/appointments/?id=1`) is followed; anything else
 * (`//evil.com`, `https://evil.com`, `javascript:…`, the login page itself) gives the overview.
 */
export function safeRedirect(value: unknown, origin: string = window.location.origin): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname.startsWith('/login')) return DEFAULT_AFTER_LOGIN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}
