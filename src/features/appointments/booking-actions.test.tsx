// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFaults } from '../../../mocks/lib/faults';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { recordRequests, sentTo } from '../../test/sent-requests';
import { settled } from '../../test/settled';

// The page and its modals are lazy chunks and the backend answers through msw: on a busy machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();
const stored = (id: string) => backend.db.state.bookings.find((b) => b.identifier === id)!;
const REFUND = 'If you cancel now, a refund will be immediately credited to your wallet balance.';

// A booking's row has no accessible name of its own; the list marks it with its identifier.
const row = async (id: string) => {
  // eslint-disable-next-line testing-library/no-node-access -- found by its data attribute (see above)
  const find = () => document.querySelector<HTMLElement>(`li[data-booking="${id}"]`);
  await waitFor(() => expect(find()).not.toBeNull());
  return find()!;
};

/** The cancel form's dialog once its booking has loaded. */
const cancelDialog = async () => {
  await screen.findByLabelText(/Note/);
  return screen.getByRole('dialog');
};

describe('cancelling from the appointments page', { timeout: 60_000 }, () => {
  it('toasts the server message when cancelling fails, and keeps the note, the button and the modal', async () => {
    setFaults([{ method: 'POST', path: '/booking/*/cancel', status: 500 }]);
    const sent = recordRequests();
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'client', '/appointments/');
    await user.click(within(await row('bk_confirmed_far')).getByRole('button', { name: 'Cancel' }));
    const dialog = within(await cancelDialog());
    expect(await dialog.findByText(REFUND)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Note/), 'Please keep this note.');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('Injected fault: 500')).toBeInTheDocument();
    expect(dialog.getByLabelText(/Note/)).toHaveValue('Please keep this note.');
    expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(view.router.state.location.search).toMatchObject({ modal: 'cancel', id: 'bk_confirmed_far' });
    expect(sentTo(sent, 'POST', '/booking/bk_confirmed_far/cancel')).toHaveLength(1);
    expect(stored('bk_confirmed_far').status).toBe('confirmed');
    await settled(view);
  });

  it('cancels a pending request with its own toast and no refund line, then shows the overview', async () => {
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'client', '/appointments/');
    await user.click(within(await row('bk_pending_unpaid')).getByRole('button', { name: 'Cancel' }));
    const dialog = within(await cancelDialog());
    expect(dialog.queryByText(/refund/i)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking Request Cancelled Successfully')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/overview/'));
    expect(stored('bk_pending_unpaid').status).toBe('cancelled');
    await settled(view);
  });

  it('lets a provider cancel with the client named and no refund text, through the provider’s own call', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'provider', '/appointments/');
    await user.click(within(await row('bk_confirmed_far')).getByRole('button', { name: 'Cancel' }));
    const dialog = within(await cancelDialog());
    expect(dialog.getByText('Grace Adeyemi')).toBeInTheDocument();
    // No refund note of any kind: the spec shows it to clients only (appointments.test.tsx checks the policy link).
    expect(dialog.queryByText(/refund/i)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/overview/'));
    expect(sentTo(sent, 'POST', '/appointment/bk_confirmed_far/cancel')).toHaveLength(1);
    expect(sent.filter((r) => r.path.endsWith('/refundability'))).toEqual([]);
    expect(stored('bk_confirmed_far').status).toBe('cancelled');
    await settled(view);
  });
});

describe('a booking on the appointments page', { timeout: 60_000 }, () => {
  it('?id= shows that booking on top with its details, and Hide takes it away', async () => {
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'client', '/appointments/?id=bk_confirmed_far');
    const selected = within(await screen.findByRole('region', { name: 'Selected booking' }));
    expect(await selected.findByText('bk_confirmed_far')).toBeInTheDocument();
    expect(selected.getByText('Individual Therapy · Online')).toBeInTheDocument();
    expect(await selected.findByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    await user.click(selected.getByRole('link', { name: 'Hide' }));
    await waitFor(() => expect(view.router.state.location.href).toBe('/appointments/'));
    expect(screen.queryByRole('region', { name: 'Selected booking' })).toBeNull();
    await settled(view);
  });

  it('a client approves the reschedule the therapist asked for: the row shows the new time', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'client', '/appointments/?status=confirmed');
    const booking = await row('bk_reschedule_pending');
    await user.click(within(booking).getByRole('button', { name: 'Review reschedule' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Your therapist asked to move this session to a new time.')).toBeInTheDocument();
    expect(dialog.getByText('Proposed time')).toBeInTheDocument();
    // The proposed time: the day in bold, the time on the next line.
    const proposed = dialog.getAllByRole('definition').at(-1)!;
    // eslint-disable-next-line testing-library/no-node-access -- the day is the bold first line of the definition
    const day = proposed.querySelector('span')?.textContent ?? '';
    const time = (proposed.textContent ?? '').slice(day.length);
    expect(day).not.toBe('');
    expect(time).not.toBe('');

    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Reschedule approved')).toBeInTheDocument();
    expect(sentTo(sent, 'POST', '/booking/bk_reschedule_pending/reschedule-update').map((r) => r.body)).toEqual([
      { status: 'approved' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const updated = within(await row('bk_reschedule_pending'));
    expect(await updated.findByText(day)).toBeInTheDocument();
    expect(updated.getByText(time)).toBeInTheDocument();
    expect(updated.queryByText('Reschedule awaiting your approval')).toBeNull();
    await settled(view);
  });
});
