// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFaults } from '../../../mocks/lib/faults';
import { BASE, setUpTestBackend } from '../../../mocks/test-utils';
import { renderApp, resetBrowserState } from '../../test/render-app';
import { renderSignedIn } from '../../test/render-signed-in';
import { recordRequests, sentTo } from '../../test/sent-requests';
import { settled } from '../../test/settled';

// The pages and the modal are lazy chunks, and the backend answers through msw: on a busy machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('the home listing for a state', { timeout: 60_000 }, () => {
  it('says when a state has no therapists, offers another state, and Show all states clears it', async () => {
    resetBrowserState();
    const user = userEvent.setup();
    const view = renderApp('/?state=st_il', BASE);
    const listing = within(await screen.findByRole('region', { name: 'Meet our therapists' }));
    expect(await listing.findByRole('heading', { name: 'No therapists in Illinois yet' })).toBeInTheDocument();
    expect(listing.queryAllByRole('article')).toEqual([]);

    await user.click(listing.getByRole('button', { name: 'Choose another state' }));
    const picker = within(await screen.findByRole('dialog'));
    expect(await picker.findByRole('heading', { name: 'Find the right therapist for you' })).toBeInTheDocument();
    await user.click(picker.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.router.state.location.href).toBe('/?state=st_il');

    await user.click(listing.getByRole('button', { name: 'Show all states' }));
    await waitFor(() => expect(view.router.state.location.href).toBe('/'));
    await waitFor(() => expect(listing.getAllByRole('article')).toHaveLength(6));
    await settled(view);
  });
});

describe('a new session booking that fails', { timeout: 60_000 }, () => {
  it('toasts the error and keeps the form as it was, the picked time too, and the button enabled', async () => {
    setFaults([{ method: 'POST', path: '/booking', status: 500 }]);
    const sent = recordRequests();
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'client', '/therapists/pr_demo/');
    await user.click(await screen.findByRole('button', { name: 'Book a session' }));
    await waitFor(() =>
      expect(view.router.state.location.search).toMatchObject({ modal: 'new-booking', providerId: 'pr_demo' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('radio', { name: 'In person' }));
    await user.click(dialog.getByRole('radio', { name: 'Couples Therapy' }));
    const slots = within(await dialog.findByRole('group', { name: /^Available times on / }));
    const slot = slots.getAllByRole('button')[0]!;
    await user.click(slot);
    await user.type(dialog.getByLabelText('Note (optional)'), 'Evenings suit us best.');
    await user.click(dialog.getByRole('button', { name: 'Schedule and Pay' }));

    expect(await screen.findByText('Injected fault: 500')).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'In person' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Couples Therapy' })).toBeChecked();
    expect(slot).toHaveAttribute('aria-pressed', 'true');
    expect(dialog.getByLabelText('Note (optional)')).toHaveValue('Evenings suit us best.');
    expect(dialog.getByRole('button', { name: 'Schedule and Pay' })).toBeEnabled();
    expect(sentTo(sent, 'POST', '/booking')).toHaveLength(1);
    expect(view.router.state.location.pathname).toBe('/therapists/pr_demo/');
    await settled(view);
  });
});
