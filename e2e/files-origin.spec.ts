import http from 'node:http';
import { expect, test, type Page } from './fixtures';
import { demoBackendState, putDemoBackendState, signIn, watchPolicyViolations } from './helpers';
import { e2eFilesPort } from './ports';

// One worker runs this file's tests in order: its picture host listens on a fixed port.
test.describe.configure({ mode: 'default' });

// Pictures from the API's file host must pass the built page's Content-Security-Policy (decision 0089). The
// suite's build names http://127.0.0.1:<e2eFilesPort> as its files origin (VITE_FILES_ORIGIN, playwright.config.ts);
// this spec serves pictures there. http://localhost:<the same port> is the same server under a third origin.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const filesOrigin = `http://127.0.0.1:${e2eFilesPort}`;
const thirdOrigin = `http://localhost:${e2eFilesPort}`;

const served: string[] = [];
let server: http.Server;

test.beforeAll(async () => {
  server = http.createServer((request, response) => {
    served.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' }).end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(e2eFilesPort, '127.0.0.1', resolve));
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sets the signed-in demo client's picture (`photoUrl`) in the offline backend, then shows their profile. */
async function showClientPicture(page: Page, photoUrl: string) {
  const { state } = await demoBackendState(page);
  const clients = state.clientProfiles as { identifier: string; photoUrl: string | null }[];
  clients.find((c) => c.identifier === 'cl_demo')!.photoUrl = photoUrl;
  await putDemoBackendState(page, state);
  await page.goto('/account/');
  const picture = page.getByTestId('profile-picture');
  await expect(picture).toHaveAttribute('src', photoUrl);
  return picture;
}

test('every picture from the API’s file host was blocked: one from the files origin shows, one from a third origin is refused', async ({
  page,
}) => {
  test.skip(Boolean(process.env.E2E_DEV), 'the dev server has no policy');
  const violations = await watchPolicyViolations(page);
  await signIn(page, 'client');

  const allowed = await showClientPicture(page, `${filesOrigin}/avatars/grace.png`);
  await expect.poll(() => allowed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  expect(served).toContain('/avatars/grace.png');
  expect(violations).toEqual([]);

  const refused = await showClientPicture(page, `${thirdOrigin}/avatars/elsewhere.png`);
  await expect.poll(() => violations).toContainEqual(`CSP violation: img-src ${thirdOrigin}/avatars/elsewhere.png`);
  expect(violations.every((violation) => violation.includes(`${thirdOrigin}/avatars/elsewhere.png`))).toBe(true);
  expect(await refused.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  expect(served).not.toContain('/avatars/elsewhere.png');
});
