// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenStrictly } from '../../mocks/test-server';
import { first } from '../../mocks/test-utils';
import { ADMIN_IMPERSONATION_COOKIE, getSession, startSession, storageKeys, USER_TYPE_COOKIE } from '../lib/session';
import { seededApi, shellHandlers } from '../test/fixtures';
import { API, clientUser, loginResponse, renderApp, resetBrowserState } from '../test/render-app';
import { allowConsoleError, expectConsoleError } from '../test/console';

const requests: Request[] = [];
// The overview a signed-in client lands on shows the seeded demo client's bookings, wallet and time zone.
const seeded = seededApi();
const server = setupServer(
  http.post(`${API}/user/login`, async ({ request }) => {
    const body = (await request.clone().json()) as { password: string };
    if (body.password !== 'Passw0rd!')
      return HttpResponse.json({ message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' }, { status: 401 });
    return HttpResponse.json(loginResponse());
  }),
  http.get(`${API}/user/info`, ({ request }) =>
    request.headers.get('authorization') === 'Bearer tok-good'
      ? HttpResponse.json(clientUser)
      : HttpResponse.json({ message: 'Unauthorized', code: 'UNAUTHORIZED_ACCESS' }, { status: 401 }),
  ),
  ...[
    '/booking',
    '/wallet/balance',
    '/user/timezone',
    '/booking-invitations',
    '/booking-waitlist',
    '/review/pending',
  ].map((path) => http.get(`${API}${path}`, ({ request }) => seeded.forward(request, 'client'))),
  // Sign-out revokes the token on the server.
  http.post(`${API}/user/logout`, () => HttpResponse.json({ message: 'Logged out' })),
  // The home page (where sign-out lands) loads its listing.
  ...['/feature-flags/:key', '/therapists'].map((path) =>
    http.get(`${API}${path}`, ({ request }) => seeded.forward(request)),
  ),
  ...shellHandlers(seeded, API),
);

listenStrictly(server);
beforeEach(() => {
  resetBrowserState();
  requests.length = 0;
  server.events.on('request:start', ({ request }) => void requests.push(request));
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
});

const path = (router: { state: { location: { href: string } } }) => router.state.location.href;

async function signIn(password = 'Passw0rd!') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), 'client@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('login redirect', () => {
  it('stores the session and returns to the redirect path', async () => {
    const { router } = renderApp('/login/?redirect=%2Fprivacy-policy%2F%3Fid%3D7');
    await signIn();
    await waitFor(() => expect(path(router)).toBe('/privacy-policy/?id=7'));
    expect(localStorage.getItem(storageKeys.token)).toBe('tok-good');
    expect(localStorage.getItem(storageKeys.isActive)).toBe('true');
    expect(localStorage.getItem(storageKeys.userType)).toBe('client');
    expect(localStorage.getItem(storageKeys.expiresAt)).toBeTruthy();
    expect(Cookies.get(USER_TYPE_COOKIE)).toBe('client');
  });

  it.each([['//evil.com'], ['https://evil.com/overview/'], ['javascript:alert(1)']])(
    'rejects the off-site redirect %s and goes to the overview',
    async (target) => {
      const { router } = renderApp(`/login/?redirect=${encodeURIComponent(target)}`);
      await signIn();
      await waitFor(() => expect(path(router)).toBe('/overview/'));
      // The first case also loads the overview's code and its first round of requests: on a loaded runner, over 5 s.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Hello, Grace' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
    },
  );

  it('goes to the overview without a redirect', async () => {
    const { router } = renderApp('/login/');
    await signIn();
    await waitFor(() => expect(path(router)).toBe('/overview/'));
  });

  it('shows the validation messages and sends nothing for bad input', async () => {
    renderApp('/login/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveValue('not-an-email');
    expect(requests).toHaveLength(0);
  });

  it('keeps what was typed and toasts the server message when login fails', async () => {
    const { router } = renderApp('/login/');
    await signIn('wrong-password');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('client@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(path(router)).toBe('/login/');
    expect(getSession()).toBeNull();
  });

  it('sends a signed-in visitor of the login page on to the redirect', async () => {
    startSession(loginResponse());
    const { router } = renderApp('/login/?redirect=%2Fprivacy-policy%2F');
    await waitFor(() => expect(path(router)).toBe('/privacy-policy/'));
  });
});

describe('the guard and the 401 handling', () => {
  it('sends a signed-out visit to the login page with the path', async () => {
    const { router } = renderApp('/overview/');
    await waitFor(() => expect(path(router)).toBe('/login/?redirect=%2Foverview%2F'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('a 401 UNAUTHORIZED_ACCESS resets the session and the cache and goes to /login/?redirect=', async () => {
    startSession({ ...loginResponse(), token: 'unknown-token' });
    Cookies.set(ADMIN_IMPERSONATION_COOKIE, 'admin-token', { path: '/' });
    localStorage.setItem('clientProfile', '{}');
    localStorage.setItem('demo-backend-state', '{"kept":true}');
    const { router, queryClient } = renderApp('/overview/?id=3');
    await waitFor(() => expect(path(router)).toBe('/login/?redirect=%2Foverview%2F%3Fid%3D3'));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.userType)).toBeNull();
    expect(localStorage.getItem(storageKeys.isActive)).toBeNull();
    expect(localStorage.getItem('clientProfile')).toBeNull();
    expect(localStorage.getItem('demo-backend-state')).toBe('{"kept":true}');
    expect(Cookies.get(USER_TYPE_COOKIE)).toBeUndefined();
    expect(Cookies.get(ADMIN_IMPERSONATION_COOKIE)).toBeUndefined();
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toHaveLength(0));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    // Signing in again returns to where the user was.
    await signIn();
    await waitFor(() => expect(path(router)).toBe('/overview/?id=3'));
  });

  it('an expired token is treated the same before any call is made', async () => {
    startSession(loginResponse(-1000));
    const { router } = renderApp('/overview/');
    await waitFor(() => expect(path(router)).toBe('/login/?redirect=%2Foverview%2F'));
    expect(getSession()).toBeNull();
    expect(requests).toHaveLength(0);
  });
});

describe('sign out', () => {
  it('asks in a modal, revokes the token on the server, then clears the session and goes home', async () => {
    startSession(loginResponse());
    Cookies.set(ADMIN_IMPERSONATION_COOKIE, 'admin-token', { path: '/' });
    const { router } = renderApp('/overview/');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Hello, Grace' });
    await user.click(first(screen.getAllByRole('button', { name: 'Sign out' })));
    expect(await screen.findByText('Sign out?')).toBeInTheDocument();
    expect(path(router)).toBe('/overview/?modal=sign-out');
    const dialog = screen.getByRole('dialog', { name: 'Sign out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(path(router)).toBe('/'));
    const logout = requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/user/logout'));
    expect(logout.map((r) => r.headers.get('authorization'))).toEqual([`Bearer ${loginResponse().token}`]);
    expect(getSession()).toBeNull();
    expect(Cookies.get(ADMIN_IMPERSONATION_COOKIE)).toBeUndefined();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('still signs out here when the server cannot revoke the token, without an error toast', async () => {
    server.use(http.post(`${API}/user/logout`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    startSession(loginResponse());
    const { router } = renderApp('/overview/?modal=sign-out');
    const dialog = await screen.findByRole('dialog', { name: 'Sign out?' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(getSession()).toBeNull();
    expect(screen.queryByText('down')).not.toBeInTheDocument();
  });
});

describe('the modal host', () => {
  it('opens the modal the URL names and closes it with Escape', async () => {
    startSession(loginResponse());
    const { router } = renderApp('/overview/?modal=sign-out');
    expect(await screen.findByText('Sign out?')).toBeInTheDocument();
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(path(router)).toBe('/overview/'));
    expect(screen.queryByText('Sign out?')).not.toBeInTheDocument();
  });

  it('drops an unknown modal name', async () => {
    const { router } = renderApp('/privacy-policy/?modal=nope&id=');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(router.state.location.search).toEqual({});
  });
});

describe('render errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('show the page with a friendly error whose retry renders the page again', async () => {
    expectConsoleError(/firstName\?\.trim is not a function/);
    // React's development build says so when the render error lands while a lazy part of the page still suspends,
    // which depends on the order in which the chunks resolve; the page recovers either way (asserted below).
    allowConsoleError(/called use\(\) to suspend in a previous render but did not call use\(\)/);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    startSession(loginResponse());
    let broken = true;
    server.use(
      http.get(`${API}/user/info`, () => HttpResponse.json(broken ? { ...clientUser, firstName: 42 } : clientUser)),
    );
    renderApp('/overview/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeInTheDocument();
  });
});
