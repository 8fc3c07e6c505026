// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { renderFailingPage } from '../../test/failing-page';
import { settled } from '../../test/settled';

// The page is a lazy chunk, compiled on first use, and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe("a therapist's page", { timeout: 60_000 }, () => {
  it('says so when the profile fails to load, and shows it on Try again', async () => {
    const { view, retry } = await renderFailingPage(backend, 'client', '/therapists/pr_demo/', '/therapists/pr_demo');
    await retry();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Amaka Okafor' })).toBeInTheDocument();
    await settled(view);
  });

  it('says that an unknown therapist could not be found, with a way back and no retry', async () => {
    const view = await renderSignedIn(backend, 'client', '/therapists/pr_nobody/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This therapist could not be found.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /therapists/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await settled(view);
  });
});
