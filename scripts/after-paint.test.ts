// @vitest-environment jsdom
import vm from 'node:vm';
import { AFTER_PAINT_ID, PLAIN_SHELL_ATTRIBUTE, prePaintScript } from './prerender-plugin';

/** A prerendered page's body as its file holds it: the page, then the app's scripts in their template. */
const PAGE_BODY =
  `<div id="root" data-prerendered><main><h1>Sign in</h1></main></div>` +
  `<template id="${AFTER_PAINT_ID}"><link rel="modulepreload" crossorigin href="/assets/framework.js">` +
  `<script type="module" crossorigin src="/assets/index.js"></script></template>`;

/** The paint entries' observer: `paint()` delivers the first paint, as the browser does once it has drawn the page. */
let observers: { callback: () => void; connected: boolean }[] = [];
class PaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  private readonly entry: { callback: () => void; connected: boolean };
  constructor(callback: () => void) {
    this.entry = { callback, connected: false };
    observers.push(this.entry);
  }
  observe() {
    this.entry.connected = true;
  }
  disconnect() {
    this.entry.connected = false;
  }
}
const paint = () => observers.filter((o) => o.connected).forEach((o) => o.callback());

function loadPage({ visible = true, cookie = '' } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = PAGE_BODY;
  document.documentElement.removeAttribute(PLAIN_SHELL_ATTRIBUTE);
  document.cookie = cookie;
  Object.defineProperty(document, 'visibilityState', { value: visible ? 'visible' : 'hidden', configurable: true });
  // The check runs as the page's inline script does: in the page's global scope.
  vm.runInThisContext(prePaintScript());
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('PerformanceObserver', PaintObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'X-Locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe("a prerendered page's scripts", () => {
  it('start once the page has painted, as new elements of the head, and only once', () => {
    loadPage();
    expect(document.head.children).toHaveLength(0);
    expect(document.getElementById(AFTER_PAINT_ID)).not.toBeNull();

    paint();
    expect(document.getElementById(AFTER_PAINT_ID)).toBeNull();
    const [preload, script] = document.head.children;
    expect(preload?.outerHTML).toBe('<link rel="modulepreload" crossorigin="" href="/assets/framework.js">');
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect(script?.getAttribute('type')).toBe('module');
    expect(script?.getAttribute('src')).toBe('/assets/index.js');
    paint();
    expect(document.head.children).toHaveLength(2);
  });

  it('start at once for the plain shell, which shows nothing without the app', () => {
    loadPage({ cookie: 'X-Locale=de' });
    expect(document.documentElement.hasAttribute(PLAIN_SHELL_ATTRIBUTE)).toBe(true);
    expect(document.head.children).toHaveLength(2);
  });

  it('start at once in a tab in the background, which does not paint', () => {
    loadPage({ visible: false });
    expect(document.head.children).toHaveLength(2);
  });

  it('start at once in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    loadPage();
    expect(document.head.children).toHaveLength(2);
  });

  it('start when the tab goes to the background or the front before the page painted', () => {
    loadPage();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.head.children).toHaveLength(2);
  });
});
