// One Lighthouse run (mobile preset, simulated throttling, performance only) and the figures taken from it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse, { generateReport, type Config, type Result } from 'lighthouse';
import { APP_RENDERED_MARK } from '../../src/lib/page-painted';
import { repoRoot } from '../lib/run';

export interface RunFigures {
  /** gzip bytes of the JavaScript and CSS fetched before the app's first render (see initialBytes). */
  jsBytes: number;
  cssBytes: number;
  /** What those requests took on the wire (gzip from the preview server, plus headers), for cross-checking. */
  jsTransferBytes: number;
  cssTransferBytes: number;
  /** The files counted, by path. */
  initialFiles: string[];
  /** Performance score 0–100 and the simulated metrics (ms; CLS unitless). */
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const RUN_TIMEOUT_MS = 120_000;

/**
 * Audits `url` in the Chromium listening on `port`. Lighthouse clears the origin's HTTP cache, service workers and
 * cache storage before the run (a cold load every time) but not localStorage by default, which is what keeps the
 * signed-in session; `clearLocalStorage` adds it for signed-out routes, so every run starts from a first visit.
 */
export async function audit(
  url: string,
  port: number,
  distDir: string,
  clearLocalStorage: boolean,
): Promise<{ figures: RunFigures; lhr: Result }> {
  const config: Config = {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      formFactor: 'mobile', // the default preset (Moto G Power, slow 4G), spelt out
      throttlingMethod: 'simulate',
      disableStorageReset: false,
      clearStorageTypes: [
        'file_systems',
        'shader_cache',
        'service_workers',
        'cache_storage',
        ...(clearLocalStorage ? (['local_storage', 'indexeddb'] as const) : []),
      ],
    },
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS / 1000} s on ${url}`)),
      RUN_TIMEOUT_MS,
    );
  });
  try {
    const result = await Promise.race([lighthouse(url, { port, logLevel: 'error', output: 'json' }, config), timeout]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { figures: figures(result.lhr, url, distDir), lhr: result.lhr };
  } finally {
    clearTimeout(timer);
  }
}

const reportsDir = path.join(repoRoot, 'bench/reports'); // git-ignored

/** `--html`: keeps a run's Lighthouse report as bench/reports/<prefix><route><run>.html. */
export function keepHtmlReport(lhr: Result, prefix: string, routePath: string, run: number): void {
  fs.mkdirSync(reportsDir, { recursive: true });
  const name = `${prefix}${routePath.replace(/[^a-z0-9]+/gi, '-')}${run}.html`;
  fs.writeFileSync(path.join(reportsDir, name), generateReport(lhr, 'html'));
}

function figures(lhr: Result, url: string, distDir: string): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A signed-in route that lost its session ends on /login/: that would measure the wrong page.
  const landed = new URL(lhr.finalDisplayedUrl);
  if (landed.pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number')
      throw new Error(`Lighthouse on ${url}: no value for ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`);
    return value;
  };
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse on ${url}: no performance score`);
  return {
    ...initialBytes(lhr, distDir),
    performance: Math.round(score * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

interface RequestItem {
  url: string;
  resourceType?: string;
  networkEndTime?: number;
  finished?: boolean;
  transferSize?: number;
}

/**
 * The JavaScript and CSS fetched before the app's first render, in gzip bytes:
 * - which requests: the `network-requests` audit's Script and Stylesheet requests of the page's origin that finished
 *   before main.tsx's `app-rendered` mark (its first commit; the user-timings audit gives it in ms after the time
 *   origin, `observedTimeOriginTs` in µs), else before the observed first contentful paint
 *   (`observedFirstContentfulPaintTs`, µs). Both clocks are the browser's, from the unthrottled trace Lantern
 *   simulates from: a request ends at `debugData.networkStartTimeTs` (µs) + `networkEndTime` (ms after the first
 *   request) × 1000. A URL counts once.
 * - how many bytes: each file as built in dist, gzipped here with zlib's default level 6 (the level `vite preview`'s
 *   compression uses), so the figure depends neither on the server nor on HTTP headers. `transferSize` (what crossed
 *   the wire: headers included, files under 1 KiB uncompressed, and 0 for what the demo's service worker answered
 *   once it controls the page) is kept beside it as a cross-check, not as the figure.
 */
function initialBytes(lhr: Result, distDir: string) {
  const requests = lhr.audits['network-requests']?.details;
  const metrics = lhr.audits.metrics?.details;
  if (requests?.type !== 'table' || metrics?.type !== 'debugdata')
    throw new Error('Lighthouse result without network-requests or metrics');
  const startTs = (requests.debugData as { networkStartTimeTs?: number } | undefined)?.networkStartTimeTs;
  const observed = (metrics.items as unknown[])[0] as
    { observedFirstContentfulPaintTs?: number; observedTimeOriginTs?: number } | undefined;
  const fcpTs = observed?.observedFirstContentfulPaintTs;
  if (startTs === undefined || fcpTs === undefined)
    throw new Error('Lighthouse result without request or paint timestamps');
  // index.html paints the header before any script (decision 0074): the app's own first render is its mark.
  const renderedMs = appRenderedMs(lhr);
  const untilTs =
    renderedMs !== undefined && observed?.observedTimeOriginTs !== undefined
      ? observed.observedTimeOriginTs + renderedMs * 1000
      : fcpTs;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const counted = new Map<string, { type: 'Script' | 'Stylesheet'; transfer: number }>();
  for (const item of requests.items as unknown as RequestItem[]) {
    if (item.resourceType !== 'Script' && item.resourceType !== 'Stylesheet') continue;
    if (!item.finished || item.networkEndTime === undefined || startTs + item.networkEndTime * 1000 > untilTs) continue;
    const requestUrl = new URL(item.url);
    if (requestUrl.origin !== origin) continue;
    const previous = counted.get(requestUrl.pathname);
    counted.set(requestUrl.pathname, {
      type: item.resourceType,
      transfer: Math.max(previous?.transfer ?? 0, item.transferSize ?? 0),
    });
  }
  const sums = { jsBytes: 0, cssBytes: 0, jsTransferBytes: 0, cssTransferBytes: 0 };
  for (const [pathname, { type, transfer }] of counted) {
    const gzip = gzipSize(path.join(distDir, decodeURIComponent(pathname)));
    if (type === 'Script') {
      sums.jsBytes += gzip;
      sums.jsTransferBytes += transfer;
    } else {
      sums.cssBytes += gzip;
      sums.cssTransferBytes += transfer;
    }
  }
  return { ...sums, initialFiles: [...counted.keys()].sort() };
}

/** ms after the navigation of main.tsx's `app-rendered` mark (the app's first commit), from the user-timings audit. */
function appRenderedMs(lhr: Result): number | undefined {
  const details = lhr.audits['user-timings']?.details;
  if (details?.type !== 'table') return undefined;
  const mark = (details.items as unknown as { name?: string; timingType?: string; startTime?: number }[]).find(
    (item) => item.name === APP_RENDERED_MARK && item.timingType === 'Mark',
  );
  return mark?.startTime;
}

const gzipSizes = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    if (!fs.existsSync(file)) throw new Error(`${file} was fetched but is not in the build`);
    size = zlib.gzipSync(fs.readFileSync(file)).length;
    gzipSizes.set(file, size);
  }
  return size;
}
