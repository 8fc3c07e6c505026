// One pass over every target in one browser: the signed-out pages, and signed in through the login form as a client
// and as a provider, each viewer in its own context. A page is loaded once per viewer; the next targets are reached by
// a client-side navigation to their URL (the router reads it as it would a link); after any problem the next loads afresh.
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { fillLoginForm } from '../bench/browser';
import { answerFile } from './files-host';
import type { Target, Viewer } from './targets';
import {
  answerProblem,
  consoleProblem,
  landingProblem,
  refusedByPolicy,
  requestProblem,
  type Problem,
} from './verdict';

interface VisitResult {
  target: Target;
  problems: Problem[];
}

export interface PassResult {
  visits: VisitResult[];
  /** Pictures and frames the built policy refused, by origin (see verdict.ts). */
  refused: Map<string, number>;
}

/** src/features/region/rules.ts's IGNORE_PROMPT_COOKIE (that module imports the app's i18n; visit.test.ts compares). */
export const IGNORE_PROMPT_COOKIE = 'ignoreOperatingCountryPrompt';

const SETTLE_QUIET_MS = 250;
const SETTLE_MAX_MS = 10_000;

/** The login answer's user type, set to the viewer wanted: the mock answers one type for every e-mail address. */
async function asViewer(context: BrowserContext, viewer: Viewer): Promise<void> {
  await context.route('**/api/user/login', async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json().catch(() => undefined)) as
        { userType?: string; user?: { userType?: string } } | undefined;
      // Anything but a JSON object goes to the app as it came (the sign-in then fails and is reported).
      if (!response.ok() || !body || typeof body !== 'object') return await route.fulfill({ response });
      const json = { ...body, userType: viewer, ...(body.user ? { user: { ...body.user, userType: viewer } } : {}) };
      await route.fulfill({ response, json });
    } catch {
      await route.abort('failed').catch(() => {}); // the page went away meanwhile
    }
  });
}

class Recorder {
  problems: Problem[] = [];
  readonly refused = new Map<string, number>();
  private readonly inFlight = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page) {
    page.on('pageerror', (error) => this.problems.push({ kind: 'page error', detail: error.stack ?? error.message }));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const origin = refusedByPolicy(message.text());
      if (origin) this.refused.set(origin, (this.refused.get(origin) ?? 0) + 1);
      const problem = consoleProblem(message.text());
      if (problem) this.problems.push(problem);
    });
    page.on('request', (request) => this.track(request, true));
    page.on('requestfinished', (request) => this.track(request, false));
    page.on('requestfailed', (request) => {
      this.track(request, false);
      const problem = requestProblem(
        request.method(),
        request.url(),
        request.failure()?.errorText ?? 'failed',
        request.resourceType(),
      );
      if (problem) this.problems.push(problem);
    });
    page.on('response', async (response) => {
      const problem = answerProblem(response.request().method(), response.url(), response.status());
      if (!problem) return;
      const violations = await response.headerValue('sl-violations').catch(() => null);
      this.problems.push(violations ? { ...problem, detail: `${problem.detail}: ${violations}` } : problem);
    });
  }

  private track(request: Request, started: boolean): void {
    if (started) this.inFlight.add(request);
    else this.inFlight.delete(request);
    this.lastChange = Date.now();
  }

  /** Until no request has been open for a moment (or a cap: a page that polls never is). */
  async settle(): Promise<void> {
    const start = Date.now();
    this.lastChange = start;
    while (Date.now() - start < SETTLE_MAX_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (this.inFlight.size === 0 && Date.now() - this.lastChange >= SETTLE_QUIET_MS) return;
    }
  }

  take(): Problem[] {
    const taken = this.problems;
    this.problems = [];
    return taken;
  }
}

async function signIn(page: Page, origin: string, recorder: Recorder): Promise<Problem[]> {
  try {
    await fillLoginForm(page, origin, { email: 'conformance@example.com', password: 'Passw0rd!' });
    await page.waitForURL((url) => url.pathname !== '/login/', { timeout: 20_000 });
    await recorder.settle();
    return recorder.take();
  } catch (error) {
    return [
      ...recorder.take(),
      {
        kind: 'signed out',
        detail: `signing in through the login form failed: ${(error as Error).message.split('\n')[0]}`,
      },
    ];
  }
}

async function open(page: Page, origin: string, url: string, reload: boolean): Promise<void> {
  if (reload) {
    await page.goto(origin + url, { waitUntil: 'domcontentloaded' });
    // The app runs (a prerendered page starts its scripts after the first paint): the next target is a navigation in it.
    await page.waitForFunction(() => performance.getEntriesByName('app-rendered').length > 0);
    return;
  }
  await page.evaluate((href) => {
    const state = (history.state ?? {}) as { __TSR_index?: number };
    history.pushState({ ...state, __TSR_index: (state.__TSR_index ?? 0) + 1 }, '', href);
  }, url);
}

/** Visits every target of one viewer in a fresh context (its own storage), signing in first when the viewer has to. */
async function passForViewer(
  browser: Browser,
  origin: string,
  filesOrigin: string,
  viewer: Viewer,
  targets: Target[],
  result: PassResult,
): Promise<void> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
  try {
    await context.route(`${filesOrigin}/**`, answerFile);
    // A visitor who has answered the operating-country prompt: a generated answer may place the visitor anywhere, and
    // the prompt would open over every page (it is opened by its URL like every other modal).
    await context.addCookies([{ name: IGNORE_PROMPT_COOKIE, value: 'true', url: origin }]);
    if (viewer !== 'signed-out') await asViewer(context, viewer);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const recorder = new Recorder(page);
    // Signed in, the app is already running: the first target is reached like the others.
    let reload = true;
    if (viewer !== 'signed-out') {
      const t0 = Date.now();
      const problems = await signIn(page, origin, recorder);
      if (process.env.CONFORMANCE_VERBOSE) console.log(`  ${viewer} signed in in ${Date.now() - t0} ms`);
      if (problems.length) result.visits.push({ target: { name: 'sign-in', url: '/login/', viewer }, problems });
      reload = problems.length > 0;
    }
    for (const target of targets) {
      const problems: Problem[] = [];
      const t0 = Date.now();
      try {
        await open(page, origin, target.url, reload);
        await recorder.settle();
        if (await page.getByText('Something went wrong', { exact: true }).count())
          problems.push({ kind: 'error boundary', detail: 'the error page is shown' });
        const landing = landingProblem(viewer !== 'signed-out', new URL(page.url()).pathname);
        if (landing) problems.push(landing);
      } catch (error) {
        problems.push({
          kind: 'page error',
          detail: `the visit itself failed: ${(error as Error).message.split('\n')[0]}`,
        });
      }
      problems.unshift(...recorder.take());
      if (process.env.CONFORMANCE_VERBOSE)
        console.log(`  ${viewer} ${target.url} ${Date.now() - t0} ms${reload ? ' (loaded)' : ''}`);
      result.visits.push({ target, problems });
      reload = problems.length > 0;
    }
    for (const [origin, count] of recorder.refused)
      result.refused.set(origin, (result.refused.get(origin) ?? 0) + count);
  } finally {
    await context.close();
  }
}

/**
 * Every target, the three viewers side by side (each its own context, its targets in turn): most of a visit is
 * waiting for the page to fall quiet, which the three can do at once.
 */
export async function pass(
  browser: Browser,
  origin: string,
  filesOrigin: string,
  targets: Target[],
): Promise<PassResult> {
  const viewers: Viewer[] = ['signed-out', 'client', 'provider'];
  const results = await Promise.all(
    viewers.map(async (viewer) => {
      const result: PassResult = { visits: [], refused: new Map() };
      const mine = targets.filter((t) => t.viewer === viewer);
      if (mine.length) await passForViewer(browser, origin, filesOrigin, viewer, mine, result);
      return result;
    }),
  );
  const refused = new Map<string, number>();
  for (const r of results) for (const [host, count] of r.refused) refused.set(host, (refused.get(host) ?? 0) + count);
  return { visits: results.flatMap((r) => r.visits), refused };
}
