// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { renderFailingPage } from '../../test/failing-page';
import { settled } from '../../test/settled';

// The page is a lazy chunk, compiled on first use, and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('the transaction page', { timeout: 60_000 }, () => {
  it('says so when the transaction fails to load, and shows it on Try again', async () => {
    const { view, retry } = await renderFailingPage(
      backend,
      'client',
      '/wallet/transactions/wt_demo_01/',
      '/wallet/transactions/*',
    );
    await retry();
    expect(await screen.findByTestId('transaction-amount')).toBeInTheDocument();
    await settled(view);
  });

  it('says that an unknown transaction was not found, with no retry', async () => {
    const view = await renderSignedIn(backend, 'client', '/wallet/transactions/wt_nobody/');
    expect(await screen.findByRole('heading', { name: 'This transaction was not found.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await settled(view);
  });
});
