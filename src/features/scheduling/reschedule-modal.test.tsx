// @vitest-environment jsdom
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emails } from '../../../mocks/data/ids';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { pickSlot } from '../../test/pick-slot';
import { renderSignedIn } from '../../test/render-signed-in';
import { recordRequests, sentTo } from '../../test/sent-requests';
import { settled } from '../../test/settled';

// The modal is a lazy chunk and the backend answers through msw: on a busy machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();
const taken = 'This time slot is no longer available. Please choose another.';

/** The reschedule modal once its booking has loaded. */
const openForm = async () => {
  await screen.findByText('Reschedule appointment');
  return screen.getByRole('dialog');
};

describe('the reschedule modal', { timeout: 60_000 }, () => {
  it('says when the slot was taken meanwhile, reloads the slots without it and keeps the note; another goes through', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'client', '/overview/?modal=reschedule&id=bk_confirmed_far');
    const dialog = within(await openForm());
    await user.type(await dialog.findByLabelText(/^Note/), 'Please keep this note');
    const label = await pickSlot(user);
    await waitFor(() =>
      expect(sentTo(sent, 'GET', '/booking/bk_confirmed_far/reschedule/approval-required')).toHaveLength(1),
    );
    const slot = sentTo(sent, 'GET', '/booking/bk_confirmed_far/reschedule/approval-required')[0]!.query;
    // Another booking of this client takes the same slot, as a second session would.
    const token = await backend.login(emails.client);
    const other = await backend.call('POST', '/booking/bk_pending_unpaid/schedule', {
      token,
      body: { timeslotIdentifier: slot.get('timeslotIdentifier') },
    });
    expect(other.status).toBe(200);
    const monthLoads = () => sent.filter((r) => r.path.startsWith('/providers-availability/pr_demo/timeslot/')).length;
    const loadsBefore = monthLoads();

    await user.click(dialog.getByRole('button', { name: 'Reschedule' }));
    expect(await dialog.findByText(taken)).toBeInTheDocument();
    await waitFor(() => expect(monthLoads()).toBeGreaterThan(loadsBefore));
    const group = within(await dialog.findByRole('group', { name: /^Available times on / }));
    await waitFor(() => expect(group.queryByRole('button', { name: label })).toBeNull());
    expect(group.queryByRole('button', { pressed: true })).toBeNull();
    expect(dialog.getByLabelText(/^Note/)).toHaveValue('Please keep this note');
    expect(screen.getByText('Reschedule appointment')).toBeInTheDocument();

    await user.click(group.getAllByRole('button')[0]!);
    expect(dialog.queryByText(taken)).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText('Appointment rescheduled successfully')).toBeInTheDocument();
    expect(sentTo(sent, 'POST', '/booking/bk_confirmed_far/reschedule').map((r) => r.body)).toEqual([
      { timeslotIdentifier: slot.get('timeslotIdentifier'), note: 'Please keep this note' },
      { timeslotIdentifier: expect.not.stringMatching(slot.get('timeslotIdentifier')!), note: 'Please keep this note' },
    ]);
    await settled(view);
  });

  it('lets a provider move a session with their own attempts, then says the limit is reached', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'provider', '/overview/?modal=reschedule&id=bk_no_reschedules');
    const dialog = within(await openForm());
    // The client has none left, the provider one.
    expect(await dialog.findByText('You have 1 reschedule attempt left.')).toBeInTheDocument();
    expect(dialog.getByText('Grace Adeyemi')).toBeInTheDocument();
    await pickSlot(user);
    await waitFor(() =>
      expect(sentTo(sent, 'GET', '/appointment/bk_no_reschedules/reschedule/approval-required')).toHaveLength(1),
    );
    await user.click(dialog.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText('Appointment rescheduled successfully')).toBeInTheDocument();
    expect(screen.getByText('The session has been moved and your client will be notified.')).toBeInTheDocument();
    expect(sentTo(sent, 'POST', '/appointment/bk_no_reschedules/reschedule')).toHaveLength(1);
    await settled(view);
    view.unmount();

    const utils = await renderSignedIn(backend, 'provider', '/overview/?modal=reschedule&id=bk_no_reschedules');
    expect(await screen.findByText('Rescheduling limit reached.')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reschedule' })).toBeDisabled();
    await settled(utils);
  });
});

describe('the calendar by keyboard', { timeout: 60_000 }, () => {
  it('skips days without slots, picks the focused day with Enter and moves focus to its slots, which Tab and Enter pick', async () => {
    const user = userEvent.setup();
    const view = await renderSignedIn(backend, 'client', '/overview/?modal=schedule&id=bk_pending_unpaid');
    await screen.findByText('Schedule appointment');
    const dialog = within(screen.getByRole('dialog'));
    const selected = await dialog.findByRole('gridcell', { selected: true });
    // Focus arrives as from Tab; React's state follows it inside act, as a user's key press would be awaited.
    act(() => within(selected).getByRole('button').focus());
    await user.keyboard('{ArrowRight}');
    const focusedDay = document.activeElement?.getAttribute('aria-label') ?? '';
    expect(focusedDay).toMatch(/, \d+ slots? available$/);
    await user.keyboard('{Enter}');
    // "17 — Wednesday, June 17, 2026, 2 slots available" names the group "Available times on Wednesday, June 17".
    const dayName = focusedDay
      .replace(/^\d+ — /, '')
      .split(', ')
      .slice(0, 2)
      .join(', ');
    const group = within(dialog.getByRole('group', { name: `Available times on ${dayName}` }));
    expect(group.getAllByRole('button')[0]).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(group.getAllByRole('button')[1]).toHaveAttribute('aria-pressed', 'true');
    await settled(view);
  });
});
