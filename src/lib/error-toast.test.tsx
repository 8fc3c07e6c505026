// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RawIntlProvider } from 'react-intl';
import { toast } from 'sonner';
import { getLoginUserMutationOptions } from '../../generated/api/user/login-user';
import { getUserInfo } from '../../generated/api/user/get-user-info';
import { listenStrictly } from '../../mocks/test-server';
import { useSend } from './mutation';
import { Toaster } from '../ui/Toaster';
import { configureApiClient } from './api-client';
import { intl } from './i18n';
import { createQueryClient, toastOnFailure } from './query-client';

const API = 'http://api.test';
let reply: () => Response = () => HttpResponse.json({});
const server = setupServer(
  http.post(`${API}/user/login`, () => reply()),
  http.get(`${API}/user/info`, () => reply()),
);

listenStrictly(server);
beforeEach(() => {
  configureApiClient({
    baseUrl: API,
    getToken: () => null,
    isTokenExpired: () => false,
    onUnauthorized: () => {},
    genericErrorMessage: () => intl.formatMessage({ id: 'errors.generic' }),
  });
});
afterEach(() => toast.dismiss());

function LoginButton({ errorToast }: { errorToast?: boolean }) {
  const login = useSend(getLoginUserMutationOptions(), { handles: () => errorToast === false });
  return (
    <button type="button" onClick={() => void login.send({ data: { email: 'a@b.co', password: 'secret1' } })}>
      {login.error ? 'failed' : 'send'}
    </button>
  );
}

function renderWithToaster(ui: React.ReactNode) {
  const queryClient = createQueryClient();
  render(
    <RawIntlProvider value={intl}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </RawIntlProvider>,
  );
  return queryClient;
}

async function failWith(response: () => Response, errorToast?: boolean) {
  reply = response;
  renderWithToaster(<LoginButton errorToast={errorToast} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'send' }));
  await screen.findByRole('button', { name: 'failed' });
}

/** A toast raised after the failure shows once every earlier one has: the failure's toast would be on screen by then. */
async function toastRaisedLater() {
  toast('Raised after the failure');
  expect(await screen.findByText('Raised after the failure')).toBeInTheDocument();
}

describe('the error toast (the catalogue rule)', () => {
  it('joins an errors array with ", "', async () => {
    await failWith(() =>
      HttpResponse.json(
        { errors: ['Email is invalid', 'Password is too short'], message: 'Bad request' },
        { status: 400 },
      ),
    );
    expect(await screen.findByText('Email is invalid, Password is too short')).toBeInTheDocument();
  });

  it('shows a non-array errors as is', async () => {
    await failWith(() => HttpResponse.json({ errors: 'Account locked', message: 'Forbidden' }, { status: 403 }));
    expect(await screen.findByText('Account locked')).toBeInTheDocument();
  });

  it('falls back to the message', async () => {
    await failWith(() => HttpResponse.json({ errors: [], message: 'Invalid email or password.' }, { status: 401 }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
  });

  it('falls back to the generic message for an empty body', async () => {
    await failWith(() => new HttpResponse(null, { status: 500 }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('says the server could not be reached when the network fails', async () => {
    await failWith(() => HttpResponse.error());
    expect(await screen.findByText('The server could not be reached. Please try again.')).toBeInTheDocument();
  });

  it('stays quiet when the feature shows the error itself', async () => {
    await failWith(() => HttpResponse.json({ message: 'Handled inline' }, { status: 409 }), false);
    await toastRaisedLater();
    expect(screen.queryByText('Handled inline')).not.toBeInTheDocument();
  });

  it('does not toast a forced sign-out (401 UNAUTHORIZED_ACCESS)', async () => {
    await failWith(() => HttpResponse.json({ message: 'Unauthorized', code: 'UNAUTHORIZED_ACCESS' }, { status: 401 }));
    await toastRaisedLater();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('toasts a failed query that opts in once, after one retry for a server error', async () => {
    let calls = 0;
    reply = () => {
      calls += 1;
      return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
    };
    function Info() {
      const info = useQuery({ queryKey: ['info'], queryFn: () => getUserInfo(), retryDelay: 0, ...toastOnFailure });
      return <p>{info.status}</p>;
    }
    renderWithToaster(<Info />);
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('leaves a failed query to the page that shows it: no toast unless it opts in', async () => {
    reply = () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
    function Info() {
      const info = useQuery({ queryKey: ['info'], queryFn: () => getUserInfo(), retryDelay: 0 });
      return <p>{info.status}</p>;
    }
    renderWithToaster(<Info />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    await toastRaisedLater();
    expect(screen.queryByText('Service unavailable')).not.toBeInTheDocument();
  });

  it('does not retry a query that failed with a 4xx', async () => {
    let calls = 0;
    reply = () => {
      calls += 1;
      return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    };
    function Info() {
      const info = useQuery({ queryKey: ['info'], queryFn: () => getUserInfo(), retryDelay: 0 });
      return <p>{info.status}</p>;
    }
    renderWithToaster(<Info />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
