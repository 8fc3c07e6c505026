// @vitest-environment jsdom
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFaults } from '../../../mocks/lib/faults';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';

// The page is a lazy chunk and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('the insights page', { timeout: 60_000 }, () => {
  it('shows its title and a loading state while the insights are on their way, then the four charts', async () => {
    const release = backend.holdGet('/provider/insights');
    const view = await renderSignedIn(backend, 'provider', '/insights/?period=last-3-months');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    release();
    for (const title of ['Sessions per week', 'Earnings per month', 'New and returning clients', 'Average rating']) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Last 3 months' })).toHaveAttribute('aria-current', 'page');
    await settled(view);
  });

  it('says that nothing happened in an empty period, and asks nothing for a custom period that is not one', async () => {
    const view = await renderSignedIn(backend, 'provider', '/insights/?period=custom&from=2020-01-01&to=2020-01-31');
    expect(await screen.findByText('Nothing in this period')).toBeInTheDocument();
    expect(
      screen.getByText(/No sessions, payments or reviews between Jan 1, 2020 and Jan 31, 2020/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Sessions per week' })).not.toBeInTheDocument();

    await act(() =>
      view.router.navigate({
        to: '/insights/',
        search: { period: 'custom', from: '2026-10-31', to: '2026-10-01' },
      }),
    );
    expect(await screen.findByText('The first day must not be after the last day.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing in this period')).not.toBeInTheDocument();
    await settled(view);
  });

  it('says the insights failed under the title and the period picker, and loads them on Try again', async () => {
    setFaults([{ method: 'GET', path: '/provider/insights', status: 500 }]);
    const view = await renderSignedIn(backend, 'provider', '/insights/');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Could not load your insights');
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Period' })).toBeInTheDocument();

    setFaults([]);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sessions per week' })).toBeInTheDocument();
    await settled(view);
  });

  it('is not a client’s: the navigation leaves it out and its address leads to the overview', async () => {
    const view = await renderSignedIn(backend, 'client', '/insights/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/overview/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /^Appointments/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Insights' })).toBeNull();
    await settled(view);
  });
});
