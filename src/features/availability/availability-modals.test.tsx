// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFaults } from '../../../mocks/lib/faults';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';

// The page and its modals are lazy chunks and their data come through msw: give them time.
configure({ asyncUtilTimeout: 30_000 });

const backend = setUpTestBackend();
/** A date ten days ahead (never in the past in any zone). */
const soon = () => new Date(backend.db.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);

describe('the availability modals', { timeout: 90_000 }, () => {
  it('a date’s modal keeps its title while its month fails, and loads it on Try again', async () => {
    setFaults([{ method: 'GET', path: '/provider-availability/calendar/*', status: 500 }]);
    const date = soon();
    const view = await renderSignedIn(
      backend,
      'provider',
      `/availability/?month=${date.slice(0, 7)}&modal=availability-date&date=${date}`,
    );
    const dialog = within(await screen.findByRole('dialog', { name: /^Availability on / }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This could not be loaded.');

    setFaults([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    await settled(view);
  });

  it('removing a date keeps its title and Cancel while the dates fail', async () => {
    setFaults([{ method: 'GET', path: '/provider-availability/days/custom', status: 500 }]);
    const view = await renderSignedIn(backend, 'provider', `/availability/?modal=availability-remove&date=${soon()}`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this specific date?' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(dialog.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await settled(view);
  });
});
