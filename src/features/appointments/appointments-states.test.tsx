// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFaults } from '../../../mocks/lib/faults';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';

// The page is a lazy chunk and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('the appointments page', { timeout: 60_000 }, () => {
  it('says the list failed under its heading and filters, and loads it on Try again', async () => {
    setFaults([{ method: 'GET', path: '/booking', status: 500 }]);
    const view = await renderSignedIn(backend, 'client', '/appointments/');
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filter by status' })).toBeInTheDocument();

    setFaults([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Bookings' })).toBeInTheDocument();
    await settled(view);
  });

  it('says a selected booking that is gone could not be found, without a retry', async () => {
    const view = await renderSignedIn(backend, 'client', '/appointments/?id=bk_nobody');
    const selected = within(await screen.findByRole('region', { name: 'Selected booking' }));
    expect(await selected.findByText('This booking could not be found.')).toBeInTheDocument();
    expect(selected.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await settled(view);
  });
});
