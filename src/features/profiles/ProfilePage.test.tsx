// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFaults } from '../../../mocks/lib/faults';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { expectConsoleError } from '../../test/console';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';

// The page is a lazy chunk, compiled on first use, and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('the profile page', { timeout: 60_000 }, () => {
  it.each([
    ['client', '/client'],
    ['provider', '/provider'],
  ] as const)('says so when a %s’s own profile fails to load, and shows it on Try again', async (viewer, path) => {
    // React reports the loader's failure it hands to the route's error component; the page logs it too.
    expectConsoleError(/The above error occurred in the <MatchInnerImpl> component/);
    expectConsoleError(/ApiError: Injected fault: 500/);
    setFaults([{ method: 'GET', path, status: 500 }]);
    const view = await renderSignedIn(backend, viewer, '/account/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal details' })).not.toBeInTheDocument();

    setFaults([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Profile picture' })).toBeInTheDocument();
    await settled(view);
  });
});
