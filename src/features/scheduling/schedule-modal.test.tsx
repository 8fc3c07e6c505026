// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFaults } from '../../../mocks/lib/faults';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { pickSlot } from '../../test/pick-slot';
import { renderSignedIn } from '../../test/render-signed-in';
import { recordRequests, sentTo } from '../../test/sent-requests';
import { settled } from '../../test/settled';

// The modal is a lazy chunk and the backend answers through msw: on a busy machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();
const bookingIn = (id: string) => backend.db.state.bookings.find((b) => b.identifier === id)!;

/** The schedule modal's form once its booking has loaded. */
const openForm = async () => {
  await screen.findByText('Schedule appointment');
  return screen.getByRole('dialog');
};

describe('the schedule modal', { timeout: 60_000 }, () => {
  it('asks for a slot, counts the note and refuses one over 400 characters, sending nothing until both are right', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'client', '/overview/?modal=schedule&id=bk_pending_unpaid');
    const dialog = within(await openForm());
    const submit = await dialog.findByRole('button', { name: 'Schedule and Pay' });
    await dialog.findByRole('group', { name: /^Available times on / });

    await user.click(submit);
    expect(await dialog.findByText('Please select a time slot')).toBeInTheDocument();
    // A long paste, as a user would make it: typing 401 characters one by one is the same value.
    await user.click(dialog.getByLabelText(/^Note/));
    await user.paste('x'.repeat(401));
    expect(await dialog.findByText('401 / 400 characters')).toBeInTheDocument();
    await user.click(submit);
    expect(await dialog.findByText('The note can be at most 400 characters.')).toBeInTheDocument();

    await user.clear(dialog.getByLabelText(/^Note/));
    await user.type(dialog.getByLabelText(/^Note/), 'First session');
    const label = await pickSlot(user);
    expect(dialog.getByText(new RegExp(`^Selected: .+, ${label}$`))).toBeInTheDocument();
    expect(dialog.queryByText('Please select a time slot')).toBeNull();
    expect(dialog.queryByText('The note can be at most 400 characters.')).toBeNull();
    expect(sentTo(sent, 'POST', '/booking/bk_pending_unpaid/schedule')).toEqual([]);
    await settled(view);
  });

  it('toasts the server message when scheduling fails, and keeps the note and the button', async () => {
    setFaults([{ method: 'POST', path: '/booking/*/schedule', status: 500 }]);
    const sent = recordRequests();
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'client', '/overview/?modal=schedule&id=bk_pending_unpaid');
    const dialog = within(await openForm());
    await user.type(await dialog.findByLabelText(/^Note/), 'Keep me');
    await pickSlot(user);
    await user.click(dialog.getByRole('button', { name: 'Schedule and Pay' }));

    expect(await screen.findByText('Injected fault: 500')).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Note/)).toHaveValue('Keep me');
    expect(dialog.getByRole('button', { name: 'Schedule and Pay' })).toBeEnabled();
    expect(sentTo(sent, 'POST', '/booking/bk_pending_unpaid/schedule')).toHaveLength(1);
    expect(bookingIn('bk_pending_unpaid').startTime).toBeNull();
    expect(view.router.state.location.pathname).toBe('/overview/');
    await settled(view);
  });

  it.each(['reschedule', 'schedule'])(
    'the %s modal of a cancelled booking says it can no longer be changed, without a calendar or a button to send',
    async (modal) => {
      const view = await renderSignedIn(backend, 'client', `/overview/?modal=${modal}&id=bk_cancelled_confirmed`);
      expect(
        await screen.findByText('This booking has been cancelled and can no longer be changed.'),
      ).toBeInTheDocument();
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.queryByRole('grid')).toBeNull();
      expect(dialog.queryByRole('button', { name: /^(Reschedule|Schedule)/ })).toBeNull();
      await settled(view);
    },
  );
});
