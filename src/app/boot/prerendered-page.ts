import { getSession } from '../../lib/session';

// A signed-out page's HTML may hold the page itself, rendered at build time (decision 0158), with the painted header
// (decision 0074) kept aside in `#plain-shell` for the visitors the page does not fit. These decide which of the two
// the app takes over.

/**
 * Whether `#root` holds a page rendered at build time that fits this visit: the page of the address the app starts
 * at (the address may have changed since the file loaded), English, signed out and without a query string, as the
 * pre-paint check in the page's head decided (scripts/prerender-plugin.ts); the same question asked of the app's own
 * code too.
 */
export function fitsPrerenderedPage(root: HTMLElement, locale: string): boolean {
  return (
    root.getAttribute('data-prerendered') === window.location.pathname &&
    !document.documentElement.hasAttribute('data-plain-shell') &&
    !window.location.search &&
    locale === 'en' &&
    !getSession()
  );
}

/** The shell the visitor did not get goes: its header's links would come before the page's skip link. */
export function dropPlainShell(): void {
  document.getElementById('plain-shell')?.remove();
}

/** A prerendered page that does not fit the visitor gives way to the plain shell: the painted header (decision 0074). */
export function showPlainShell(root: HTMLElement): void {
  const shell = document.getElementById('plain-shell');
  if (!shell) return;
  root.replaceChildren(...shell.childNodes);
  root.removeAttribute('data-prerendered');
  shell.remove();
  document.documentElement.removeAttribute('data-plain-shell');
}
