// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderFailingPage } from '../../test/failing-page';
import { settled } from '../../test/settled';

// The page is a lazy chunk, compiled on first use, and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('the profile page', { timeout: 60_000 }, () => {
  it.each([
    ['client', '/client'],
    ['provider', '/provider'],
  ] as const)('says so when a %s’s own profile fails to load, and shows it on Try again', async (viewer, path) => {
    const { view, retry } = await renderFailingPage(backend, viewer, '/account/', path);
    expect(screen.queryByRole('region', { name: 'Personal details' })).not.toBeInTheDocument();
    await retry();
    expect(await screen.findByRole('region', { name: 'Profile picture' })).toBeInTheDocument();
    await settled(view);
  });
});
