// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { toast } from 'sonner';
import { getCreateBookingMutationOptions } from '../../generated/api/bookings/create-booking';
import { listenStrictly } from '../../mocks/test-server';
import { Toaster } from '../ui/Toaster';
import { configureApiClient } from './api-client';
import { intl } from './i18n';
import { useSend } from './mutation';
import { createQueryClient } from './query-client';

// useSend's key per user intent (a retry creates nothing twice) and its abort when the sending component goes.
const API = 'http://api.send.test';
const keys: (string | null)[] = [];
let replies: (() => Promise<Response>)[] = [];
let aborted = 0;
const server = setupServer(
  http.post(`${API}/booking`, async ({ request }) => {
    keys.push(request.headers.get('Idempotency-Key'));
    request.signal.addEventListener('abort', () => (aborted += 1));
    const reply = replies.shift();
    return reply ? reply() : HttpResponse.json({ identifier: 'bk_new' }, { status: 201 });
  }),
);
listenStrictly(server);
beforeAll(() =>
  configureApiClient({ baseUrl: API, getToken: () => null, isTokenExpired: () => false, isOffline: () => false }),
);
afterEach(() => toast.dismiss());
beforeEach(() => {
  keys.length = 0;
  replies = [];
  aborted = 0;
});

let succeeded = 0;
function BookingForm() {
  const [note, setNote] = useState('Evenings');
  const create = useSend(getCreateBookingMutationOptions(), { onSuccess: () => void (succeeded += 1) });
  const data = {
    providerIdentifier: 'pr_demo',
    therapyIdentifier: 'th_individual',
    modalityIdentifier: 'md_online',
    note,
  };
  return (
    <>
      <button type="button" onClick={() => void create.send({ data })}>
        book
      </button>
      <button type="button" onClick={() => setNote('Mornings')}>
        change note
      </button>
      <span>{create.busy ? 'busy' : 'idle'}</span>
    </>
  );
}

function Host() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && <BookingForm />}
      <button type="button" onClick={() => setOpen(false)}>
        close
      </button>
    </>
  );
}

function renderHost() {
  render(
    <RawIntlProvider value={intl}>
      <QueryClientProvider client={createQueryClient()}>
        <Host />
        <Toaster />
      </QueryClientProvider>
    </RawIntlProvider>,
  );
}

const idle = () => screen.findByText('idle');

describe('useSend and idempotency keys', () => {
  it('sends the same key for a retry of the same values, a new one for other values and after a success', async () => {
    const user = userEvent.setup();
    replies = [
      async () => HttpResponse.json({ message: 'Busy' }, { status: 503 }),
      async () => HttpResponse.json({ message: 'Busy' }, { status: 503 }),
    ];
    renderHost();
    await user.click(screen.getByRole('button', { name: 'book' }));
    await idle();
    await user.click(screen.getByRole('button', { name: 'book' }));
    await idle();
    await user.click(screen.getByRole('button', { name: 'change note' }));
    await user.click(screen.getByRole('button', { name: 'book' }));
    await idle();
    await user.click(screen.getByRole('button', { name: 'book' }));
    await idle();
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
  });
});

describe('useSend and a closed dialog', () => {
  it('aborts the send when its component goes: no success later, no toast', async () => {
    const user = userEvent.setup();
    succeeded = 0;
    // The server answers only once the dialog is closed and the send aborted: a success would come after that.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    replies = [
      async () => {
        await released;
        answer();
        return HttpResponse.json({ identifier: 'bk_new' }, { status: 201 });
      },
    ];
    renderHost();
    await user.click(screen.getByRole('button', { name: 'book' }));
    expect(await screen.findByText('busy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(aborted).toBe(1));
    release();
    await answered;
    // A toast raised after the answer shows once every earlier one has: a success or error toast would be there too.
    toast('Raised after the answer');
    expect(await screen.findByText('Raised after the answer')).toBeInTheDocument();
    expect(succeeded).toBe(0);
    // eslint-disable-next-line testing-library/no-node-access -- any toast at all, whatever its text
    expect([...document.querySelectorAll('[data-sonner-toast]')].map((t) => t.textContent)).toEqual([
      'Raised after the answer',
    ]);
  });

  it('keeps a send started on mount through React’s development double mount (StrictMode)', async () => {
    function SendOnMount() {
      const book = useSend(getCreateBookingMutationOptions());
      const started = useRef(false);
      const [outcome, setOutcome] = useState('sending');
      useEffect(() => {
        if (started.current) return;
        started.current = true;
        void book
          .send({ data: { providerIdentifier: 'pr_1' } as never })
          .then((result) => setOutcome(result.ok ? 'sent' : 'failed'));
      }, [book]);
      return <p>{outcome}</p>;
    }
    replies = [
      async () => {
        await delay(50);
        return HttpResponse.json({ identifier: 'bk_new' }, { status: 201 });
      },
    ];
    render(
      <StrictMode>
        <RawIntlProvider value={intl}>
          <QueryClientProvider client={createQueryClient()}>
            <SendOnMount />
          </QueryClientProvider>
        </RawIntlProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('sent')).toBeInTheDocument();
    expect(aborted).toBe(0);
    expect(keys).toHaveLength(1);
  });
});
