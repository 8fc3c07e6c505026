// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { listenStrictly } from '../../../mocks/test-server';
import { startSession } from '../../lib/session';
import { seededApi, type DemoUser, shellHandlers } from '../../test/fixtures';
import { API, loginResponse, renderApp, resetBrowserState } from '../../test/render-app';

// The invited person's view of a shared booking, answered by the seeded backend as `viewer`.
const SEEDED = 'bp_shared_family_partner';
let viewer: DemoUser = 'partnerClient';
const answers: unknown[] = [];
const seeded = seededApi();

const server = setupServer(
  http.get(`${API}/booking/participant/:id`, ({ request }) => seeded.forward(request, viewer)),
  http.post(`${API}/booking/participant/:id/status`, async ({ request }) => {
    answers.push(await request.clone().json());
    return seeded.forward(request, viewer);
  }),
  http.get(`${API}/user/info`, ({ request }) => seeded.forward(request, viewer)),
  http.get(`${API}/user/timezone`, ({ request }) => seeded.forward(request, viewer)),
  http.get(`${API}/booking-invitations`, ({ request }) => seeded.forward(request, viewer)),
  ...shellHandlers(seeded, API),
);
listenStrictly(server);
beforeEach(() => {
  resetBrowserState();
  answers.length = 0;
});
// The modal is a lazy chunk: compiled before the tests, its first load would take a while.
beforeAll(() => import('./InvitationModal'), 120_000);
vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 20_000 };

function open(as: DemoUser, userType: 'client' | 'provider' = 'client') {
  viewer = as;
  startSession({ ...loginResponse(), userType });
  return renderApp(`/privacy-policy/?modal=invitation&participantId=${SEEDED}`);
}

describe('the invitation modal', () => {
  it('shows the invited person who invited them, the therapist and the time in their zone, and takes one answer', async () => {
    open('partnerClient');
    const user = userEvent.setup();
    // The loading dialog is replaced by the invitation's own: the dialog is looked up once its text is there.
    expect(
      await screen.findByText('Sam Social invites you to a Family Therapy session with Dr Lena Hoffmann.', {}, slow),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Invitation to a session' });
    expect(within(dialog).getByText('Therapist')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual([
      'Sam Social',
      'Family Therapy · Online',
      expect.stringMatching(/\d{4}$/),
      expect.stringMatching(/^\d{1,2}:00 [AP]M - \d{1,2}:00 [AP]M GMT/),
    ]);
    expect(
      within(dialog).getByText(/^Times are shown in your time zone, Europe\/London \(GMT(\+1)?\)\.$/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Would you like to join this session? Sam Social and the therapist will see your answer.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('You declined this invitation.'));
    expect(answers).toEqual([{ status: 'rejected' }]);
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(await screen.findByText('Invitation declined')).toBeInTheDocument();
  });

  it('shows the booking’s therapist the invitation but no answer: it is not theirs to give', async () => {
    open('secondProvider', 'provider');
    await screen.findByText(/^This invitation is for/, {}, slow);
    const dialog = screen.getByRole('dialog', { name: 'Invitation to a session' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This invitation is for partner@example.com. Only they can accept or decline it.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('tells anyone else that there is no such invitation for them', async () => {
    open('client');
    expect(
      await screen.findByText(
        'This invitation could not be found. It may have been sent to another e-mail address.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(answers).toEqual([]);
  });
});
