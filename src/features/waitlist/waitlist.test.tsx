// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '../../../generated/model';
import { extraBookingIds } from '../../../mocks/data/scheduling';
import { bookingIds, emails } from '../../../mocks/data/ids';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { mayJoinWaitlist } from './queries';

// The pages are lazy chunks, compiled on first use, and the backend answers through msw: on a busy machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();
const WAITING = extraBookingIds.secondUpcoming;
const booking = (id: string): Booking => backend.db.state.bookings.find((b) => b.identifier === id)!;
const lagosDay = (instant: string | number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(instant));

/** The client on the waitlist for bk_second_upcoming, and the session before it cancelled by the therapist: 09:00 is offered. */
async function offerOpens() {
  const token = await backend.login(emails.client);
  const until = new Date(Date.parse(booking(WAITING).startTime!) + 12 * 3_600_000).toISOString();
  expect((await backend.call('PUT', `/booking/${WAITING}/waitlist`, { token, body: { until } })).status).toBe(200);
  const provider = await backend.login(emails.secondProvider);
  expect(
    (
      await backend.call('POST', `/appointment/${extraBookingIds.waitlistBlocker}/cancel`, {
        token: provider,
        body: {},
      })
    ).status,
  ).toBe(200);
}

describe('the waitlist for an earlier slot', { timeout: 90_000 }, () => {
  it('is offered on confirmed, upcoming bookings with a reschedule left and none awaiting approval', () => {
    expect(mayJoinWaitlist(booking(WAITING))).toBe(true);
    expect(mayJoinWaitlist(booking(extraBookingIds.pendingScheduled))).toBe(false);
    expect(mayJoinWaitlist(booking(bookingIds.completedWithFeedback))).toBe(false);
    expect(mayJoinWaitlist(booking(bookingIds.noReschedulesLeft))).toBe(false);
    expect(mayJoinWaitlist(booking(bookingIds.rescheduleAwaitingApproval))).toBe(false);
  });

  it('checks the day before sending, joins up to the end of that day in the user’s zone, and leaves in one click', async () => {
    const user = userEvent.setup();
    await renderSignedIn(backend, 'client', `/appointments/?id=${WAITING}`);
    const day = await screen.findByLabelText('Earlier time up to');
    expect(day).toHaveValue(lagosDay(booking(WAITING).startTime!));

    fireEvent.change(day, { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Tell me if an earlier time frees up' }));
    expect(await screen.findByText('Choose today or a later day.')).toBeInTheDocument();
    fireEvent.change(day, { target: { value: '2099-01-01' } });
    expect(await screen.findByText('Choose a day up to the day of this session.')).toBeInTheDocument();
    expect(backend.db.state.bookingWaitlist).toEqual([]);

    fireEvent.change(day, { target: { value: lagosDay(booking(WAITING).startTime!) } });
    await user.click(screen.getByRole('button', { name: 'Tell me if an earlier time frees up' }));
    expect(await screen.findByText(/^On the waitlist for an earlier time, up to /)).toBeInTheDocument();
    const [record] = backend.db.state.bookingWaitlist;
    // The last second of the chosen day in Lagos (UTC+1): 22:59:59 UTC.
    expect(record?.until).toBe(`${lagosDay(booking(WAITING).startTime!)}T22:59:59.000Z`);

    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText('You left the waitlist.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tell me if an earlier time frees up' })).toBeInTheDocument();
    expect(backend.db.state.bookingWaitlist).toEqual([]);
  });

  it('shows the offer on the overview, and one click moves the session there', async () => {
    await offerOpens();
    const freed = booking(extraBookingIds.waitlistBlocker).startTime!;
    const user = userEvent.setup();
    await renderSignedIn(backend, 'client', '/overview/');
    expect(await screen.findByText(/^An earlier time is free: .+/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move my session to this time' }));
    await waitFor(() => expect(booking(WAITING).startTime).toBe(freed));
    await waitFor(() => expect(screen.queryByText(/^An earlier time is free/)).toBeNull());
    expect(booking(WAITING).rescheduleInfo.remainingClientReschedule).toBe(1);
  });

  it('says so when the time was taken meanwhile, keeps the session, and drops the offer', async () => {
    await offerOpens();
    const before = booking(WAITING).startTime;
    const user = userEvent.setup();
    await renderSignedIn(backend, 'client', '/overview/');
    const move = await screen.findByRole('button', { name: 'Move my session to this time' });
    booking(extraBookingIds.waitlistBlocker).status = 'confirmed';
    await user.click(move);
    expect(
      await screen.findByText('Someone has just booked that time. Your session keeps its time.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Move my session to this time' })).toBeNull());
    expect(booking(WAITING).startTime).toBe(before);
    // No reschedule attempt is used up.
    expect(booking(WAITING).rescheduleInfo.remainingClientReschedule).toBe(2);
  });
});
