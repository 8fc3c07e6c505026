// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RawIntlProvider } from 'react-intl';
import { settleDemoTransfer } from '../../../mocks/browser';
import { intl } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { clearSession, startSession } from '../../lib/session';
import { DevSettleTransfer } from './DevSettleTransfer';

// The demo tools talk to the offline backend's service worker, which jsdom does not run: its control calls are
// replaced, and the test checks what the tool asks of them and what it then shows.
vi.mock('../../../mocks/browser', () => ({ settleDemoTransfer: vi.fn() }));
const settle = vi.mocked(settleDemoTransfer);

function renderTool() {
  render(
    <RawIntlProvider value={intl}>
      <QueryClientProvider client={createQueryClient()}>
        <DevSettleTransfer />
      </QueryClientProvider>
    </RawIntlProvider>,
  );
  return screen.getByRole('button', { name: 'Settle transfer' });
}

afterEach(() => {
  clearSession();
  settle.mockReset();
});

describe('the demo tools’ Settle transfer', () => {
  it('settles the signed-in client’s transfer with their token and says so', async () => {
    settle.mockResolvedValue(true);
    startSession({
      token: 'tok-demo',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      isActive: true,
      userType: 'client',
    });
    await userEvent.setup().click(renderTool());
    expect(await screen.findByText(/^Transfer settled/)).toBeInTheDocument();
    expect(settle).toHaveBeenCalledExactlyOnceWith('tok-demo');
    expect(screen.getByText(/^Credits .+ to the signed-in client’s transfer account/)).toBeInTheDocument();
  });

  it('asks to sign in as a client when there is no transfer to settle', async () => {
    settle.mockResolvedValue(false);
    await userEvent.setup().click(renderTool());
    expect(await screen.findByText('Sign in as a client with a transfer account first.')).toBeInTheDocument();
    expect(settle).toHaveBeenCalledExactlyOnceWith('');
  });
});
