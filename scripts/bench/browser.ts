// Chromium for Lighthouse: started here with its own throw-away profile and a DevTools port on 127.0.0.1, so that a
// session signed in through the login form (localStorage) stays in the profile that Lighthouse then audits.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { start, stop, type Started } from './processes';

export const FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROME_PATH, else Playwright's own Chromium when installed (a laptop), else Debian's (these machines). */
function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    chromium.executablePath(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((p): p is string => !!p && fs.existsSync(p));
  if (!found) throw new Error('No Chromium found: set CHROME_PATH.');
  return found;
}

export interface Browser {
  port: number;
  /** As the browser reports it, e.g. HeadlessChrome/156.0.8078.79. */
  version: string;
  close: () => Promise<void>;
}

export async function launchBrowser(profileDir: string): Promise<Browser> {
  fs.rmSync(profileDir, { recursive: true, force: true });
  fs.mkdirSync(profileDir, { recursive: true });
  const started: Started = start(chromiumPath(), [
    ...FLAGS,
    '--remote-debugging-port=0',
    `--user-data-dir=${profileDir}`,
    'about:blank',
  ]);
  const close = async () => {
    await stop(started);
    fs.rmSync(profileDir, { recursive: true, force: true });
  };
  try {
    const port = await devToolsPort(profileDir, started);
    const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser?: string };
    return { port, version: info.Browser ?? 'unknown', close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Chromium writes the port it chose to <profile>/DevToolsActivePort. */
async function devToolsPort(profileDir: string, started: Started): Promise<number> {
  const file = path.join(profileDir, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`Chromium exited at start:\n${started.output()}`);
    const port = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : 0;
    if (port > 0) return port;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium did not open its DevTools port within 30 s:\n${started.output()}`);
}

export interface Account {
  email: string;
  password: string;
}

/** Opens the login page and sends its form (in English, the page's default locale). */
export async function fillLoginForm(page: Page, origin: string, account: Account, loginQuery = ''): Promise<void> {
  await page.goto(`${origin}/login/${loginQuery}`);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in through the app's login form in the browser's default context (the one Lighthouse's tab opens in), then
 * disconnects, leaving the session in the profile's localStorage (`loginQuery`, e.g. `?demoData=large`, picks the demo's
 * data set). Throws unless the app lands on its signed-in home.
 */
export async function signIn(port: number, origin: string, account: Account, loginQuery = ''): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 30_000 });
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no default context.');
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await fillLoginForm(page, origin, account, loginQuery);
    await page.waitForURL(`${origin}/overview/`);
    await page.close();
  } finally {
    await browser.close(); // over CDP this only disconnects; the default context and its storage stay
  }
}
