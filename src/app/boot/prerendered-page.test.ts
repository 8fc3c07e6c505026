// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '../../lib/session';
import { dropPlainShell, fitsPrerenderedPage, showPlainShell } from './prerendered-page';

/** A page file as the prerender writes it: the painted header aside, the page in `#root`. */
function prerenderedPageFile(): HTMLElement {
  document.body.innerHTML =
    '<div id="plain-shell"><header>Therapy Booking</header></div>' +
    '<div id="root" data-prerendered="/login/"><main><h1>Sign in</h1></main></div>';
  return document.getElementById('root')!;
}

afterEach(() => {
  clearSession();
  document.documentElement.removeAttribute('data-plain-shell');
  window.history.replaceState(null, '', '/login/');
});

describe('a prerendered page is hydrated only when it fits the visit', () => {
  it('fits an English, signed-out visit without a query string', () => {
    window.history.replaceState(null, '', '/login/');
    expect(fitsPrerenderedPage(prerenderedPageFile(), 'en')).toBe(true);
  });

  it('does not fit when the address is no longer the page the file holds (moved before the app started)', () => {
    window.history.replaceState(null, '', '/contact/');
    expect(fitsPrerenderedPage(prerenderedPageFile(), 'en')).toBe(false);
  });

  it('does not fit a German visit, a signed-in one, a query string, or one the pre-paint check sent to the shell', () => {
    const root = prerenderedPageFile();
    expect(fitsPrerenderedPage(root, 'de')).toBe(false);

    window.history.replaceState(null, '', '/login/?redirect=%2Fwallet%2F');
    expect(fitsPrerenderedPage(root, 'en')).toBe(false);
    window.history.replaceState(null, '', '/login/');

    document.documentElement.setAttribute('data-plain-shell', '');
    expect(fitsPrerenderedPage(root, 'en')).toBe(false);
    document.documentElement.removeAttribute('data-plain-shell');

    startSession({
      token: 't',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      isActive: true,
      userType: 'client',
    });
    expect(fitsPrerenderedPage(root, 'en')).toBe(false);
  });

  it('does not fit a page without a prerendered #root (the plain shell, a page with a parameter)', () => {
    document.body.innerHTML = '<div id="root"><header>Therapy Booking</header></div>';
    expect(fitsPrerenderedPage(document.getElementById('root')!, 'en')).toBe(false);
  });
});

describe('the shell the visitor does not get goes', () => {
  it('a hydrated page keeps its own content and loses the painted header beside it', () => {
    const root = prerenderedPageFile();
    dropPlainShell();
    expect(document.getElementById('plain-shell')).toBeNull();
    expect(root.textContent).toBe('Sign in');
  });

  it('a page that does not fit shows the painted header in #root instead of the prerendered page', () => {
    const root = prerenderedPageFile();
    document.documentElement.setAttribute('data-plain-shell', '');
    showPlainShell(root);
    expect(root.textContent).toBe('Therapy Booking');
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(document.getElementById('plain-shell')).toBeNull();
    expect(document.documentElement.hasAttribute('data-plain-shell')).toBe(false);
  });
});
