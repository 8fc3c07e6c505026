// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '../../../generated/model';
import { setFaults } from '../../../mocks/lib/faults';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { renderFailingPage } from '../../test/failing-page';
import { settled } from '../../test/settled';
import { reasonOf } from './OverviewPage';
import { overviewQueries, walletBalanceQuery } from './queries';

// The page is a lazy chunk, compiled on first use, and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();
const booking = (id: string): Booking => structuredClone(backend.db.state.bookings.find((b) => b.identifier === id)!);

describe('the dashboard’s rules', () => {
  it('says why a booking waits for the user', () => {
    expect(reasonOf(booking('bk_pending_unpaid'), 'provider')).toBe('overview.reason.acknowledge');
    expect(reasonOf(booking('bk_pending_unpaid'), 'client')).toBe('overview.reason.schedule');
    expect(reasonOf(booking('bk_pending_scheduled'), 'client')).toBe('overview.reason.pay');
    expect(reasonOf(booking('bk_reschedule_pending'), 'client')).toBe('overview.reason.reschedule');
    expect(reasonOf(booking('bk_confirmed_far'), 'client')).toBeUndefined();
  });

  it('loads the wallet for a client only', () => {
    const wallet = JSON.stringify(walletBalanceQuery().queryKey);
    const keys = (viewer: 'client' | 'provider') =>
      overviewQueries(viewer).flatMap((query) => (query ? [JSON.stringify(query.queryKey)] : []));
    expect(keys('client')).toContain(wallet);
    expect(keys('provider')).not.toContain(wallet);
  });
});

describe('the overview page', { timeout: 60_000 }, () => {
  it('greets the client and lists what waits for them, with the reason', async () => {
    const view = await renderSignedIn(backend, 'client', '/overview/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeInTheDocument();
    const attention = within(await screen.findByRole('region', { name: 'Needs your attention' }));
    expect((await attention.findAllByText('Choose a time for this session')).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Wallet balance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a therapist' })).toHaveAttribute('href', '/');
    await settled(view);
  });

  it('offers a provider a new booking from the shortcuts, and no wallet', async () => {
    const view = await renderSignedIn(backend, 'provider', '/overview/');
    const shortcuts = within(await screen.findByRole('region', { name: 'Shortcuts' }));
    expect(screen.queryByRole('region', { name: 'Wallet balance' })).not.toBeInTheDocument();
    await userEvent.setup().click(shortcuts.getByRole('button', { name: 'New booking' }));
    expect(await screen.findByRole('dialog', { name: 'New session booking' })).toBeInTheDocument();
    expect(view.router.state.location.search).toMatchObject({ modal: 'new-booking' });
    await settled(view);
  });

  it('says so when the account it cannot greet without fails to load, and greets on Try again', async () => {
    const { view, retry } = await renderFailingPage(backend, 'client', '/overview/', '/user/info');
    expect(screen.queryByRole('heading', { name: 'Hello, Grace' })).not.toBeInTheDocument();
    await retry();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeInTheDocument();
    await settled(view);
  });

  it('shows a failed session list in its own place, with a retry, beside the rest of the dashboard', async () => {
    setFaults([{ method: 'GET', path: '/booking', status: 500 }]);
    const view = await renderSignedIn(backend, 'client', '/overview/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded.');
    expect(screen.getByRole('region', { name: 'Wallet balance' })).toBeInTheDocument();
    setFaults([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Needs your attention' })).toBeInTheDocument();
    await settled(view);
  });
});
