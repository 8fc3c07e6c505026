// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderFailingPage } from '../../test/failing-page';
import { settled } from '../../test/settled';

// The page is a lazy chunk, compiled on first use, and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('the settings page', { timeout: 60_000 }, () => {
  it('says so when the account it cannot show without fails to load, and shows it on Try again', async () => {
    const { view, retry } = await renderFailingPage(backend, 'client', '/account/settings/', '/user/info');
    expect(screen.queryByText('client@example.com')).not.toBeInTheDocument();
    await retry();
    expect(await screen.findByText('client@example.com')).toBeInTheDocument();
    await settled(view);
  });
});
