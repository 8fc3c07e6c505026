// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, BookingCancelRefundability, UserType } from '../../../generated/model';
import { emails } from '../../../mocks/data/ids';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';
import { needsRefundCheck, refundNotice } from './refund';

// The modals are lazy chunks and the backend answers through msw: give them time.
configure({ asyncUtilTimeout: 10_000 });

const backend = setUpTestBackend();
const booking = (id: string): Booking => {
  const found = backend.db.state.bookings.find((b) => b.identifier === id);
  if (!found) throw new Error(`no seeded booking ${id}`);
  return structuredClone(found);
};

const renderAs = (viewer: UserType, url: string) => renderSignedIn(backend, viewer, url);

// A booking's row has no accessible name of its own; the list marks it with its identifier.
const rowOf = (id: string) =>
  // eslint-disable-next-line testing-library/no-node-access -- found by its data attribute (see above)
  document.querySelector<HTMLElement>(`li[data-booking="${id}"]`);
const row = async (id: string) => {
  await waitFor(() => expect(rowOf(id)).not.toBeNull());
  return rowOf(id)!;
};
/** The cancel form's dialog once its booking has loaded (the loading dialog is replaced by it). */
const cancelDialog = async () => {
  await screen.findByLabelText(/Note/);
  return screen.getByRole('dialog');
};
const buttonNames = (element: HTMLElement) =>
  // eslint-disable-next-line testing-library/no-node-access -- buttons and links in page order (two role queries would lose it)
  [...element.querySelectorAll('button, a')].map((b) => b.textContent?.trim());

describe('the refund message choice', () => {
  /** The backend's refundability check of a seeded booking, as the cancel modal's query holds it. */
  const check = async (id: string) => {
    const token = await backend.login(emails.client);
    const { status, body } = await backend.call('GET', `/booking/${id}/cancel/refundability`, { token });
    if (status !== 200) throw new Error(`refundability of ${id}: ${status}`);
    return { isError: false, data: body as BookingCancelRefundability };
  };
  it('is decided by the refundability check for a client cancelling a paid booking', async () => {
    expect(refundNotice('client', booking('bk_confirmed_far'), await check('bk_confirmed_far'))).toBe('refundable');
    expect(refundNotice('client', booking('bk_confirmed_soon'), await check('bk_confirmed_soon'))).toBe(
      'not-refundable',
    );
    expect(refundNotice('client', booking('bk_confirmed_far'), { isError: false })).toBe('checking');
    expect(refundNotice('client', booking('bk_confirmed_far'), { isError: true })).toBe('failed');
  });
  it('says nothing for unpaid or free bookings, and never to providers', async () => {
    expect(needsRefundCheck('client', booking('bk_pending_unpaid'))).toBe(false);
    expect(needsRefundCheck('client', booking('bk_second_upcoming'))).toBe(false);
    expect(needsRefundCheck('provider', booking('bk_confirmed_far'))).toBe(false);
    expect(refundNotice('provider', booking('bk_confirmed_far'), await check('bk_confirmed_far'))).toBe('none');
    expect(refundNotice('client', booking('bk_pending_free'), await check('bk_pending_free'))).toBe('none');
  });
});

describe('the bookings list', () => {
  it('shows each client booking with the actions that apply to it', async () => {
    const view = await renderAs('client', '/appointments/?page=2');
    const awaiting = await row('bk_reschedule_pending');
    expect(buttonNames(awaiting)).toEqual(['Review reschedule', 'Cancel']);
    expect(within(awaiting).getByText('Reschedule awaiting your approval')).toBeInTheDocument();
    // The page's lazy parts finish loading before it goes, or React reports them outside act().
    await settled(view);
    view.unmount();

    const utils = await renderAs('client', '/appointments/');
    expect(buttonNames(await row('bk_pending_unpaid'))).toEqual(['Schedule', 'Cancel']);
    expect(buttonNames(await row('bk_confirmed_unscheduled'))).toEqual(['Schedule', 'Cancel']);
    expect(buttonNames(await row('bk_pending_scheduled'))).toEqual(['Pay', 'Reschedule', 'Cancel']);
    expect(buttonNames(await row('bk_confirmed_far'))).toEqual(['Reschedule', 'Cancel']);
    const asked = await row('bk_reschedule_client');
    expect(buttonNames(asked)).toEqual(['Cancel']);
    expect(within(asked).getByText("Awaiting the therapist's approval")).toBeInTheDocument();
    const cancelled = await row('bk_cancelled_confirmed');
    expect(buttonNames(cancelled)).toEqual([]);
    expect(within(cancelled).getByText('No further changes')).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(await row('bk_pending_free')).getByText('Free')).toBeInTheDocument();
    expect(within(await row('bk_pending_unpaid')).getByText('Not scheduled yet')).toBeInTheDocument();
    expect(within(await row('bk_confirmed_far')).getByText('Therapist')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    // No attempts left: the button is there but disabled, its reason read out with it.
    const noAttempts = within(await row('bk_no_reschedules')).getByRole('button', { name: 'Reschedule' });
    expect(noAttempts).toHaveAttribute('aria-disabled', 'true');
    expect(noAttempts).toHaveAccessibleDescription('Rescheduling limit reached.');
    await userEvent.setup().click(noAttempts);
    await settled(utils);
    expect(screen.queryByText('Reschedule appointment')).toBeNull();
  });

  it('shows a provider the acknowledge / reject choice, and reject asks once more', async () => {
    await renderAs('provider', '/appointments/');
    const social = await row('bk_social_request');
    expect(buttonNames(social)).toEqual(['Acknowledge', 'Reject']);
    expect(within(social).getByText('Client')).toBeInTheDocument();
    expect(buttonNames(await row('bk_reschedule_client'))).toEqual(['Review reschedule', 'Cancel']);
    const user = userEvent.setup();
    await user.click(within(social).getByRole('button', { name: 'Reject' }));
    expect(within(social).getByText('Reject this booking?')).toBeInTheDocument();
    await user.click(within(social).getByRole('button', { name: 'Keep it' }));
    expect(buttonNames(social)).toEqual(['Acknowledge', 'Reject']);
    expect(backend.db.state.bookings.find((b) => b.identifier === 'bk_social_request')?.participant.status).toBe(
      'awaiting',
    );
  });
});

describe('the cancel modal', () => {
  it('tells a client cancelling early that a refund will be credited', async () => {
    await renderAs('client', '/appointments/?modal=cancel&id=bk_confirmed_far');
    const dialog = await cancelDialog();
    expect(
      await within(dialog).findByText(
        'If you cancel now, a refund will be immediately credited to your wallet balance.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Cancellation policy/ })).toHaveAttribute(
      'href',
      '/policy/client-cancellation/',
    );
  });

  it('tells a client cancelling within 48 hours that there is no refund', async () => {
    await renderAs('client', '/appointments/?modal=cancel&id=bk_confirmed_soon');
    const dialog = await cancelDialog();
    expect(
      await within(dialog).findByText('You are cancelling within 48 hours of the session, so no refund will be given.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/a refund will be immediately credited/)).toBeNull();
  });

  it('shows no refund line for an unpaid booking, nor to a provider', async () => {
    const { unmount } = await renderAs('client', '/appointments/?modal=cancel&id=bk_pending_unpaid');
    let dialog = await cancelDialog();
    expect(within(dialog).queryByText(/refund/i)).toBeNull();
    unmount();

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderAs('provider', '/appointments/?modal=cancel&id=bk_confirmed_far');
    dialog = await cancelDialog();
    expect(within(dialog).queryByText(/refund/i)).toBeNull();
    expect(within(dialog).getByRole('link', { name: /Cancellation policy/ })).toHaveAttribute(
      'href',
      '/policy/provider-cancellation/',
    );
    const urls = fetchSpy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(urls.some((url) => url.includes('/appointment/bk_confirmed_far'))).toBe(true);
    expect(urls.some((url) => url.includes('refundability'))).toBe(false);
    fetchSpy.mockRestore();
  });
});
