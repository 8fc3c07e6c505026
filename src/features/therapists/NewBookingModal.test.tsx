// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenStrictly } from '../../../mocks/test-server';
import { startSession } from '../../lib/session';
import { seededApi, type DemoUser, shellHandlers } from '../../test/fixtures';
import { API, loginResponse, renderApp, resetBrowserState } from '../../test/render-app';

// Where a new booking lands (another feature's modal and page) stands in as a marker: loading them is not this test's business.
vi.mock('../scheduling/ScheduledModal', () => ({ default: () => <p>scheduled modal</p> }));
vi.mock('../payments/PaymentPage', () => ({ PaymentPage: ({ id }: { id: string }) => <p>payment page of {id}</p> }));

const posted: { path: string; body: unknown }[] = [];
const created: string[] = [];
const seeded = seededApi();

/** Sends a new booking on to the seeded backend, which checks it and creates it. */
async function create(path: string, request: Request, as: DemoUser) {
  posted.push({ path, body: await request.clone().json() });
  const response = await seeded.forward(request, as);
  if (response.ok) created.push((await response.clone().json()).identifier);
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
  // What the landing (payment page, success modal) starts with: the new booking, the balance.
  http.get(`${API}/booking/:id`, ({ request }) => seeded.forward(request, 'client')),
  http.get(`${API}/appointment/:id`, ({ request }) => seeded.forward(request, 'provider')),
  http.get(`${API}/wallet/balance`, ({ request }) => seeded.forward(request, 'client')),
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

const submit = (name = 'Schedule and Pay') => screen.getByRole('button', { name });
// The modal is a lazy chunk: its first load in a test file takes a while, so it is compiled before the tests.
const slow = { timeout: 20_000 };
beforeAll(() => import('./NewBookingModal'), 120_000);
vi.setConfig({ testTimeout: 60_000 });

/** The first free slot of the day the calendar chose by itself. */
async function firstSlot() {
  const slots = await screen.findByRole('group', { name: /^Available times on / }, slow);
  return within(slots).getAllByRole('button')[0]!;
}

describe('new session booking (client)', () => {
  beforeEach(() => startSession(loginResponse()));

  it('requires a modality, a therapy and a time slot, limits the note to 400, and sends nothing until valid', async () => {
    renderApp('/privacy-policy/?modal=new-booking&providerId=pr_demo');
    const user = userEvent.setup();
    // The dialog shows the form once the therapist's offer is in.
    expect(
      await screen.findByText(
        'Book a session with Dr Amaka Okafor: choose the session type, the therapy and a time.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New session booking' })).toBeInTheDocument();
    // The calendar depends on the therapy (spec: 'Select a therapy category to view available time slots').
    expect(screen.getByText('Select a therapy category to view available time slots')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Please select a modality')).toBeInTheDocument();
    expect(screen.getByText('Please select a therapy')).toBeInTheDocument();
    expect(screen.getByText('Please select a time slot')).toBeInTheDocument();
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
    await user.click(await firstSlot());
    await user.clear(note);
    await user.type(note, 'Evenings, please.');
    expect(screen.queryByText('Please select a modality')).not.toBeInTheDocument();
    expect(screen.queryByText('Please select a therapy')).not.toBeInTheDocument();
    expect(screen.queryByText('Please select a time slot')).not.toBeInTheDocument();
    expect(screen.queryByText('The note can be at most 400 characters.')).not.toBeInTheDocument();

    // Another therapy has its own calendar: the slot picked for the first is no longer chosen.
    await user.click(screen.getByRole('radio', { name: 'Individual Therapy' }));
    await user.click(submit());
    expect(await screen.findByText('Please select a time slot')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('books and schedules in one request, then goes on to the payment page', async () => {
    const { router } = renderApp('/privacy-policy/?modal=new-booking&providerId=pr_demo');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Online' }, slow));
    await user.click(screen.getByRole('radio', { name: 'Individual Therapy' }));
    const slot = await firstSlot();
    await user.click(slot);
    await user.click(submit());
    await waitFor(() => expect(router.state.location.href).toBe(`/payment/${created[0]}/`));
    expect(await screen.findByText(`payment page of ${created[0]}`)).toBeInTheDocument();
    expect(posted).toEqual([
      {
        path: '/booking',
        body: {
          providerIdentifier: 'pr_demo',
          modalityIdentifier: 'md_online',
          therapyIdentifier: 'th_individual',
          timeslotIdentifier: expect.stringMatching(/^ts-pr_demo-general-/),
        },
      },
    ]);
    const booking = await seeded.get('/booking/{id}', { params: { id: created[0]! }, as: 'client' });
    expect(booking).toMatchObject({
      status: 'pending',
      timeslotIdentifier: (posted[0]!.body as { timeslotIdentifier: string }).timeslotIdentifier,
    });
  });

  it('a slot taken meanwhile is said at the calendar; the rest of the form stays as it was and nothing is created', async () => {
    server.use(
      http.post(`${API}/booking`, () =>
        HttpResponse.json(
          { code: 'SLOT_UNAVAILABLE', message: 'This time slot is no longer available.' },
          { status: 409 },
        ),
      ),
    );
    const { router } = renderApp('/privacy-policy/?modal=new-booking&providerId=pr_demo');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Online' }, slow));
    await user.click(screen.getByRole('radio', { name: 'Individual Therapy' }));
    await user.click(await firstSlot());
    await user.type(screen.getByLabelText('Note (optional)'), 'Mornings');
    await user.click(submit());
    expect(
      await screen.findByText('This time slot is no longer available. Please choose another.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('Mornings');
    expect(router.state.location.href).toBe('/privacy-policy/?modal=new-booking&providerId=pr_demo');
    expect(created).toEqual([]);
  });
});

describe('new session booking (provider)', () => {
  beforeEach(() => startSession({ ...loginResponse(), userType: 'provider' }));

  it('requires a client too, offers the provider own lists and calendar, and shows the success modal', async () => {
    const { router } = renderApp('/privacy-policy/?modal=new-booking');
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'New session booking' }, slow);
    await user.click(await screen.findByRole('button', { name: 'Schedule' }, slow));
    expect(await screen.findByText('Please select a client')).toBeInTheDocument();
    expect(screen.getByText('Please select a modality')).toBeInTheDocument();
    // The provider offers a single therapy: it is chosen already, and its calendar shows.
    expect(screen.queryByText('Please select a therapy')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Couples Therapy' })).toBeChecked();
    expect(posted).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Client'), 'Sam Social');
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.click(await firstSlot());
    await user.type(screen.getByLabelText('Note (optional)'), 'Follow-up');
    await user.click(submit('Schedule'));
    await waitFor(() => expect(router.state.location.href).toBe(`/privacy-policy/?modal=scheduled&id=${created[0]}`));
    expect(await screen.findByText('scheduled modal')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        path: '/appointment',
        body: {
          clientIdentifier: 'cl_social',
          modalityIdentifier: 'md_online',
          therapyIdentifier: 'th_couples',
          timeslotIdentifier: expect.stringMatching(/^ts-pr_demo-/),
          note: 'Follow-up',
        },
      },
    ]);
  });
});
