// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';

// The modal is a lazy chunk, compiled on first use, and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

/** The top-ups the page asked the backend for (`POST /payment/wallet`). */
function topupRequests() {
  const sent: string[] = [];
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/payment/wallet')) sent.push(request.url);
    return fetch(input, init);
  });
  return sent;
}

describe('the card top-up', { timeout: 60_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('never drops a decimal separator: 500.5 is refused, not sent as NGN 5,005; over the maximum is refused too', async () => {
    const view = await renderSignedIn(backend, 'client', '/wallet/?modal=wallet-topup-card');
    const user = userEvent.setup();
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByTestId('topup-balance')).toHaveTextContent(/^NGN\s50,000\.00$/);
    const amount = dialog.getByRole('textbox', { name: /^Amount/ });
    const sent = topupRequests();

    await user.type(amount, '500.5');
    expect(amount).toHaveValue('500.5');
    await user.click(dialog.getByRole('button', { name: 'Proceed' }));
    expect(await dialog.findByText('Enter a whole amount')).toBeInTheDocument();
    expect(amount).toHaveValue('500.5');
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '10000001');
    expect(amount).toHaveValue('10,000,001');
    await user.click(dialog.getByRole('button', { name: 'Proceed' }));
    expect(await dialog.findByText('Maximum topup amount is 10,000,000 NGN')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // A whole amount within the limits is sent: the watch above sees the page's requests.
    await user.clear(amount);
    await user.type(amount, '1500');
    await user.click(dialog.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await settled(view);
  });
});
