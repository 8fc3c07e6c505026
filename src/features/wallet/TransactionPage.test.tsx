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

describe('the transaction page', { timeout: 60_000 }, () => {
  it('says so when the transaction fails to load, and shows it on Try again', async () => {
    // React reports the loader's failure it hands to the route's error component; the page logs it too.
    expectConsoleError(/The above error occurred in the <MatchInnerImpl> component/);
    expectConsoleError(/ApiError: Injected fault: 500/);
    setFaults([{ method: 'GET', path: '/wallet/transactions/*', status: 500 }]);
    const view = await renderSignedIn(backend, 'client', '/wallet/transactions/wt_demo_01/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    setFaults([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('transaction-amount')).toBeInTheDocument();
    await settled(view);
  });

  it('says that an unknown transaction was not found, with no retry', async () => {
    const view = await renderSignedIn(backend, 'client', '/wallet/transactions/wt_nobody/');
    expect(await screen.findByRole('heading', { name: 'This transaction was not found.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await settled(view);
  });
});
