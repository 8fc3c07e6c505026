// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';

// The modals are lazy chunks, compiled on first use, and the backend answers through msw: give them time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('the booking modal frame', { timeout: 60_000 }, () => {
  it('shows a cancelled booking with its therapist and says it can no longer be changed', async () => {
    const view = await renderSignedIn(backend, 'client', '/appointments/?modal=cancel&id=bk_cancelled_pending');
    const status = await screen.findByText('This booking has been cancelled and can no longer be changed.');
    const dialog = within(screen.getByRole('dialog'));
    expect(status).toHaveAttribute('role', 'status');
    expect(dialog.getByText('Dr Amaka Okafor')).toBeInTheDocument();
    expect(dialog.getByText('Cancelled')).toBeInTheDocument();
    expect(dialog.queryByLabelText(/Note/)).not.toBeInTheDocument();
    await settled(view);
  });

  it('shows the client to a provider', async () => {
    const view = await renderSignedIn(backend, 'provider', '/appointments/?modal=cancel&id=bk_cancelled_pending');
    await screen.findByText('This booking has been cancelled and can no longer be changed.');
    expect(within(screen.getByRole('dialog')).getByText('Grace Adeyemi')).toBeInTheDocument();
    await settled(view);
  });

  it('says so when the booking does not exist', async () => {
    const view = await renderSignedIn(backend, 'client', '/appointments/?modal=cancel&id=bk_nope');
    expect(await screen.findByText('This booking could not be found.')).toBeInTheDocument();
    await settled(view);
  });
});
