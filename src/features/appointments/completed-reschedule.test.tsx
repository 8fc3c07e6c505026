// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '../../../generated/model';
import { extraBookingIds } from '../../../mocks/data/scheduling';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';
import { bookingActions, needsMyAction } from '../bookings';

// The pages and modals are lazy chunks, compiled on first use, and the backend answers through msw: on a busy
// machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();
const id = extraBookingIds.completedReschedulable;
const seeded = (): Booking => structuredClone(backend.db.state.bookings.find((b) => b.identifier === id)!);

/** The element of the booking inside `container` once it has rendered. */
const itemIn = async (container: ParentNode) => {
  // eslint-disable-next-line testing-library/no-node-access -- a booking's item has no accessible name; the list marks it with its identifier
  const item = () => container.querySelector<HTMLElement>(`[data-booking="${id}"]`);
  await waitFor(() => expect(item()).not.toBeNull());
  return item()!;
};

describe('a completed session the backend lets move (allowRescheduleCompletedBooking)', { timeout: 60_000 }, () => {
  it('is seeded completed and allowed to move', () => {
    expect(seeded()).toMatchObject({ status: 'confirmed', isCompleted: true, allowRescheduleCompletedBooking: true });
  });

  it('offers Reschedule to both sides; without the flag, nothing; with no attempts left it no longer waits for the user', () => {
    const booking = seeded();
    expect(bookingActions(booking, 'client')).toEqual(['reschedule']);
    expect(bookingActions(booking, 'provider')).toEqual(['reschedule']);
    expect(needsMyAction(booking, 'client')).toBe(true);
    expect(bookingActions({ ...booking, allowRescheduleCompletedBooking: false }, 'client')).toEqual([]);
    expect(needsMyAction({ ...booking, allowRescheduleCompletedBooking: false }, 'client')).toBe(false);
    const used = { ...booking, rescheduleInfo: { ...booking.rescheduleInfo, remainingClientReschedule: 0 } };
    expect(bookingActions(used, 'client')).toEqual(['reschedule']);
    expect(needsMyAction(used, 'client')).toBe(false);
  });

  it('the list offers Reschedule, which opens the reschedule modal for it', async () => {
    const view = await renderSignedIn(backend, 'client', '/appointments/?status=confirmed');
    const row = await itemIn(document);
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- buttons and links in page order (two role queries would lose it)
    expect([...row.querySelectorAll('button, a')].map((b) => b.textContent)).toEqual(['Reschedule']);
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Reschedule' }));
    // The modal shows once the selected booking's details have loaded (the overview's test below opens it).
    await waitFor(() =>
      expect(view.router.state.location.search).toEqual({ status: 'confirmed', modal: 'reschedule', id }),
    );
    await settled(view);
  });

  it('the selected booking offers Reschedule too, and so does the provider’s list', async () => {
    const { unmount, ...app } = await renderSignedIn(backend, 'client', `/appointments/?id=${id}`);
    const selected = await screen.findByRole('region', { name: 'Selected booking' });
    expect(await within(selected).findByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(selected).queryByRole('button', { name: 'Cancel' })).toBeNull();
    // The page's lazy parts finish inside the test's waits, not after it moves on.
    await settled(app);
    unmount();
    const view = await renderSignedIn(backend, 'provider', '/appointments/?status=confirmed');
    expect(within(await itemIn(document)).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    await settled(view);
  });

  it('the overview lists it among what waits for the user, with why and the Reschedule button', async () => {
    const view = await renderSignedIn(backend, 'client', '/overview/');
    const attention = await screen.findByRole('region', { name: 'Needs your attention' });
    const item = await itemIn(attention);
    expect(within(item).getByText('This session has ended and can be moved to a new time')).toBeInTheDocument();
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Reschedule' }));
    // The form, not "This session has already taken place and can no longer be moved."
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('You have 2 reschedule attempts left.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/can no longer be moved/)).toBeNull();
    await settled(view);
  });

  it('the provider’s list shows it completed with Reschedule only, which opens the form', async () => {
    const view = await renderSignedIn(backend, 'provider', '/appointments/?status=confirmed');
    const row = await itemIn(document);
    expect(within(row).getByText('Completed', { exact: true })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- buttons and links in page order (two role queries would lose it)
    expect([...row.querySelectorAll('button, a')].map((b) => b.textContent)).toEqual(['Reschedule']);
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('You have 2 reschedule attempts left.')).toBeInTheDocument();
    await settled(view);
  });
});
