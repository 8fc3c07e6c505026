// @vitest-environment jsdom
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setFaults } from '../../../mocks/lib/faults';
import { BASE, setUpTestBackend } from '../../../mocks/test-utils';
import { renderApp, resetBrowserState } from '../../test/render-app';
import { recordRequests, sentTo } from '../../test/sent-requests';
import { settled } from '../../test/settled';

// The page is a lazy chunk compiled on first use, and the backend answers through msw: on a busy machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

setUpTestBackend();

const MESSAGE = 'I would like to know how online sessions with a therapist work.';
const SENT = 'Message sent';
/** The page's "Message sent" status, the form's answer (the toaster has statuses of its own). */
const sentStatus = () => screen.queryAllByRole('status').find((status) => status.textContent?.includes(SENT));

/** The contact form's sends, as the server got them. */
function contactSends() {
  const sent = recordRequests();
  return () => sentTo(sent, 'POST', '/contact');
}

async function fillContact() {
  resetBrowserState();
  const view = renderApp('/contact/', BASE);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), 'ada@example.com');
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Obi');
  await user.type(screen.getByLabelText('Message'), MESSAGE);
  return { view, user, send: () => user.click(screen.getByRole('button', { name: 'Send message' })) };
}

afterEach(() => vi.restoreAllMocks());

describe('the contact page', { timeout: 60_000 }, () => {
  it('takes a 200 HTML answer for no "Message sent": says it could not be read, keeps the message, and sends once the proxy is gone', async () => {
    setFaults([{ method: 'POST', path: '/contact', status: 200, html: true }]);
    const sends = contactSends();
    const { view, send } = await fillContact();
    await send();
    expect(await screen.findByText('The server’s answer could not be read. Please try again.')).toBeInTheDocument();
    expect(sentStatus()).toBeUndefined();
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE);
    expect(sends()).toHaveLength(1);

    setFaults([]);
    await send();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sentStatus()).toHaveTextContent('Thank you, we will get back to you soon.');
    expect(sends()).toHaveLength(2);
    await settled(view);
  });

  it('shows the generic message for a 502 proxy page, never its HTML, and keeps the message', async () => {
    setFaults([{ method: 'POST', path: '/contact', status: 502, html: true }]);
    const { view, send } = await fillContact();
    await send();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/502|from the proxy|DOCTYPE|nginx/)).toBeNull();
    expect(sentStatus()).toBeUndefined();
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE);
    await settled(view);
  });

  it('tells a bot that fills the hidden field "sent", and sends nothing', async () => {
    const sends = contactSends();
    const { view, send } = await fillContact();
    // The honeypot is out of the accessibility tree: a bot finds it by its name.
    // eslint-disable-next-line testing-library/no-node-access -- hidden from users on purpose, as the bot's target
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    honeypot.value = 'https://spam.example';
    await send();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sentStatus()).not.toHaveTextContent('Thank you');
    await waitFor(() => expect(view.queryClient.isMutating()).toBe(0));
    expect(sends()).toEqual([]);
    await settled(view);
  });
});
