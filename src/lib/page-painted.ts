// "The page is on screen": the first largest-contentful-paint after the app's first render. Work that must not
// compete with the page (the demo backend on a public page, the rest of the messages, lazy extras) waits for it. A
// frame callback is not enough: it runs before the frame is painted, and a busy main thread delays that paint.

/** The performance mark the app sets (app/boot/first-commit.ts) at the app's first commit. */
export const APP_RENDERED_MARK = 'app-rendered';
/** A browser without the paint entry, a tab in the background or a page whose content is no larger than the header. */
const LONGEST_WAIT_MS = 2000;

let painted: Promise<void> | undefined;

function watch(): Promise<void> {
  return new Promise<void>((resolve) => {
    const supported =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    const observer = supported
      ? new PerformanceObserver((list) => {
          const rendered = performance.getEntriesByName(APP_RENDERED_MARK)[0]?.startTime;
          if (rendered !== undefined && list.getEntries().some((entry) => entry.startTime >= rendered))
            setTimeout(done, 0);
        })
      : undefined;
    function done() {
      observer?.disconnect();
      resolve();
    }
    setTimeout(done, LONGEST_WAIT_MS);
    if (observer) observer.observe({ type: 'largest-contentful-paint', buffered: true });
    else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
  });
}

/** Runs `work` once the page the app rendered first has been painted (at most about 2 s after it is asked). */
export function afterPagePainted(work: () => void): () => void {
  let cancelled = false;
  painted ??= watch();
  void painted.then(() => {
    if (!cancelled) work();
  });
  return () => {
    cancelled = true;
  };
}
