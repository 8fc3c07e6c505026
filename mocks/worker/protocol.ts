// What the page (mocks/browser.ts) and the demo's worker (worker/backend.ts) say to each other, besides API requests.
import type { DataSet } from '../db';

/** A tab's fault rules (lib/faults.ts, compact form) ride on each of its API requests under this header. */
export const FAULTS_HEADER = 'X-Mock-Faults';
/** Each API request of a tab carries an id of its own, so that the tab can say it aborted it. */
export const REQUEST_ID_HEADER = 'X-Mock-Request-Id';
/** The calling page's `Date.now()`: the worker's "now" follows the page's clock (a test's fixed clock included). */
export const NOW_HEADER = 'X-Mock-Now';
/** Marks the worker's answer to a request no stateful handler took: the page asks the generated handlers. */
export const UNMODELLED_HEADER = 'X-Mock-Unmodelled';
/** The contract-random mode's seed unless `&demoSeed=` gives another. */
export const DEFAULT_SEED = 54;

/** Page → worker. */
export type WorkerMessage =
  /** Take this page, which a reload opened without the worker. */
  | { type: 'claim' }
  /** Switch to this data set if the store holds another (`?demoData=`); answered once the store is ready. */
  | { type: 'data-set'; dataSet: DataSet; now: number }
  /** Answered once the store is ready; `now` is the page's clock (see NOW_HEADER). */
  | { type: 'ready'; now: number }
  /** The caller gave up on this request (a closed dialog, a timeout): a worker's fetch event does not hear of it. */
  | { type: 'aborted'; id: string };

/** Worker → every tab. */
export type WorkerNotice = { type: 'save-failed' };
