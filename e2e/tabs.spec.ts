import { expect, test } from './fixtures';
import { signIn, signOut } from './helpers';

// Several tabs are one session (decision 0024).
test('signing out in one tab signs out the other: its private page goes, its cache is dropped', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'client');
  const second = await context.newPage();
  // The messages link's unread badge loads after the page and asks for the chat list once, signed in.
  const badge = second.waitForResponse((r) => r.url().includes('/api/messages/chat-list'));
  await second.goto('/appointments/');
  await expect(second.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  await expect(second.getByText('Dr Amaka Okafor').first()).toBeVisible();
  await badge;
  const secondApiCalls: string[] = [];
  second.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      secondApiCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });

  await signOut(first);

  await expect(second).toHaveURL('/login/?redirect=%2Fappointments%2F');
  await expect(second.getByText('You were signed out in another tab.')).toBeVisible();
  await expect(second.getByText('Dr Amaka Okafor')).toHaveCount(0);
  await expect(second.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await second.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The signed-out tab sent no request with the old token.
  expect(
    secondApiCalls.filter((call) => !call.startsWith('GET /api/region') && !call.startsWith('GET /api/feature-flags')),
  ).toEqual([]);
});

test('a tab on a public page stays there when another tab signs out, and forgets the signed-in header', async ({
  context,
}) => {
  const first = await context.newPage();
  await signIn(first, 'client');
  const second = await context.newPage();
  await second.goto('/therapists/pr_demo/');
  await expect(second.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  await signOut(first);
  await expect(second.getByRole('banner').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await expect(second).toHaveURL('/therapists/pr_demo/');
  await expect(second.getByRole('heading', { level: 1, name: 'Dr Amaka Okafor' })).toBeVisible();
});
