// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenStrictly } from '../../../mocks/test-server';
import { startSession } from '../../lib/session';
import { seededApi, type DemoUser, shellHandlers } from '../../test/fixtures';
import { API, loginResponse, renderApp, resetBrowserState } from '../../test/render-app';

// The schedule modal (another feature's, opened by name) stands in as a marker: loading it is not this test's business.
vi.mock('../scheduling/ScheduleModal', () => ({ default: () => <p>schedule modal</p> }));

const posted: { path: string; body: unknown }[] = [];
const created: string[] = [];
const seeded = seededApi();

/** Sends a new booking on to the seeded backend, which checks it and creates it. */
async function create(path: string, request: Request, as: DemoUser) {
  posted.push({ path, body: await request.clone().json() });
  const response = await seeded.forward(request, as);
  created.push((await response.clone().json()).identifier);
  return response;
}

const server = setupServer(
  http.get(`${API}/therapists/:id`, ({ request }) => seeded.forward(request)),
  // A provider offering a single therapy: the form chooses it already.
  http.get(`${API}/provider`, async () => {
    const profile = await seeded.get('/provider', { as: 'provider' });
    return HttpResponse.json({ ...profile, therapy: profile.therapy.filter((t) => t.identifier === 'th_couples') });
  }),
  http.get(`${API}/messages/contacts`, ({ request }) => seeded.forward(request, 'provider')),
  http.post(`${API}/booking`, ({ request }) => create('/booking', request, 'client')),
  http.post(`${API}/appointment`, ({ request }) => create('/appointment', request, 'provider')),
  // The schedule modal that takes over loads the new booking and its therapist's month.
  http.get(`${API}/booking/:id`, ({ request }) => seeded.forward(request, 'client')),
  http.get(`${API}/appointment/:id`, ({ request }) => seeded.forward(request, 'provider')),
  http.get(`${API}/providers-availability/:id/timeslot/:month`, ({ request }) => seeded.forward(request, 'client')),
  http.get(`${API}/user/timezone`, ({ request }) => seeded.forward(request, 'client')),
  ...shellHandlers(seeded, API),
);
listenStrictly(server);
beforeEach(() => {
  resetBrowserState();
  posted.length = 0;
  created.length = 0;
});

const submit = () => screen.getByRole('button', { name: 'Book session' });
// The modal is a lazy chunk: its first load in a test file takes a while.
const slow = { timeout: 10_000 };

describe('new session booking (client)', () => {
  beforeEach(() => startSession(loginResponse()));

  it('requires a modality and a therapy, limits the note to 400, and sends nothing until valid', async () => {
    renderApp('/privacy-policy/?modal=new-booking&providerId=pr_demo');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New session booking' }, slow);
    expect(await within(dialog).findByText(/Book a session with Dr Amaka Okafor\./)).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Please select a modality')).toBeInTheDocument();
    expect(screen.getByText('Please select a therapy')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Session type' })).toHaveAccessibleDescription('Please select a modality');
    expect(screen.getByRole('group', { name: 'Therapy' })).toHaveAccessibleDescription('Please select a therapy');

    const note = screen.getByLabelText('Note (optional)');
    await user.click(note);
    await user.paste('x'.repeat(401));
    expect(await screen.findByText('The note can be at most 400 characters.')).toBeInTheDocument();
    expect(screen.getByText('401 / 400 characters')).toBeInTheDocument();
    await user.click(submit());
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'In person' }));
    await user.click(screen.getByRole('radio', { name: 'Couples Therapy' }));
    await user.clear(note);
    await user.type(note, 'Evenings, please.');
    expect(screen.queryByText('Please select a modality')).not.toBeInTheDocument();
    expect(screen.queryByText('Please select a therapy')).not.toBeInTheDocument();
    expect(screen.queryByText('The note can be at most 400 characters.')).not.toBeInTheDocument();
  });

  it('sends the booking and hands over to the schedule modal for it', async () => {
    const { router } = renderApp('/privacy-policy/?modal=new-booking&providerId=pr_demo');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Online' }, slow));
    await user.click(screen.getByRole('radio', { name: 'Individual Therapy' }));
    await user.click(submit());
    await waitFor(() => expect(router.state.location.href).toBe(`/privacy-policy/?modal=schedule&id=${created[0]}`));
    expect(await screen.findByText('schedule modal')).toBeInTheDocument();
    expect(posted).toEqual([{ path: '/booking', body: { providerIdentifier: 'pr_demo', modalityIdentifier: 'md_online', therapyIdentifier: 'th_individual' } }]);
  });
});

describe('new session booking (provider)', () => {
  beforeEach(() => startSession({ ...loginResponse(), userType: 'provider' }));

  it('requires a client too, and offers the provider own lists', async () => {
    const { router } = renderApp('/privacy-policy/?modal=new-booking');
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'New session booking' }, slow);
    await user.click(await screen.findByRole('button', { name: 'Book session' }, slow));
    expect(await screen.findByText('Please select a client')).toBeInTheDocument();
    expect(screen.getByText('Please select a modality')).toBeInTheDocument();
    // The provider offers a single therapy: it is chosen already.
    expect(screen.queryByText('Please select a therapy')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Couples Therapy' })).toBeChecked();
    expect(posted).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Client'), 'Sam Social');
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.type(screen.getByLabelText('Note (optional)'), 'Follow-up');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.href).toBe(`/privacy-policy/?modal=schedule&id=${created[0]}`));
    expect(posted).toEqual([
      { path: '/appointment', body: { clientIdentifier: 'cl_social', modalityIdentifier: 'md_online', therapyIdentifier: 'th_couples', note: 'Follow-up' } },
    ]);
  });
});
