// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { toast } from 'sonner';
import { RawIntlProvider } from 'react-intl';
import { getLoginUserMutationOptions } from '../../generated/api/user/login-user';
import { getGetUserInfoQueryOptions } from '../../generated/api/user/get-user-info';
import { seededUser } from '../test/fixtures';
import { listenStrictly } from '../../mocks/test-server';
import { Toaster } from '../ui/Toaster';
import { configureApiClient } from './api-client';
import { intl } from './i18n';
import { useSend } from './mutation';
import { createQueryClient } from './query-client';

const API = 'http://api.mutation.test';
let logins = 0;
let message = '';
let infoCalls = 0;
const server = setupServer(
  http.post(`${API}/user/login`, async () => {
    logins += 1;
    await delay(50);
    return HttpResponse.json({ message, code: 'SLOT_UNAVAILABLE' }, { status: 409 });
  }),
  http.get(`${API}/user/info`, async () => {
    infoCalls += 1;
    return HttpResponse.json(seededUser('client'));
  }),
);
listenStrictly(server);
beforeAll(() => configureApiClient({ baseUrl: API, getToken: () => null }));
beforeEach(() => {
  logins = 0;
  infoCalls = 0;
});

function Sender({ handles }: { handles?: (error: unknown) => boolean }) {
  useQuery(getGetUserInfoQueryOptions());
  const login = useSend(getLoginUserMutationOptions(), { refresh: ['user'], handles });
  const body = { data: { email: 'a@b.co', password: 'secret1' } };
  return (
    <button type="button" disabled={login.busy} onClick={() => void Promise.all([login.send(body), login.send(body)])}>
      {login.busy ? 'sending' : login.error ? 'failed' : 'send'}
    </button>
  );
}

function renderSender(handles?: (error: unknown) => boolean) {
  render(
    <RawIntlProvider value={intl}>
      <QueryClientProvider client={createQueryClient()}>
        <Sender handles={handles} />
        <Toaster />
      </QueryClientProvider>
    </RawIntlProvider>,
  );
}

describe('useSend, the one mutation path', () => {
  it('sends once however often it is called before the answer, and is busy until then', async () => {
    message = 'Slot taken';
    renderSender();
    await userEvent.setup().click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByRole('button', { name: 'sending' })).toBeDisabled();
    await screen.findByRole('button', { name: 'failed' });
    expect(logins).toBe(1);
    // A failure refreshes nothing; the catalogue's toast says what went wrong.
    expect(await screen.findByText('Slot taken')).toBeInTheDocument();
    expect(infoCalls).toBe(1);
  });

  it('leaves the failures a feature claims to that feature', async () => {
    message = 'Handled by the feature';
    renderSender(() => true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'send' }));
    await screen.findByRole('button', { name: 'failed' });
    // A toast raised after the failure shows once every earlier one has: the failure's toast would be on screen by then.
    toast('Raised after the failure');
    expect(await screen.findByText('Raised after the failure')).toBeInTheDocument();
    expect(screen.queryByText('Handled by the feature')).not.toBeInTheDocument();
    await waitFor(() => expect(logins).toBe(1));
  });
});
