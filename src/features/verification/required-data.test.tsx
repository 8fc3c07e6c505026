// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderFailingPage } from '../../test/failing-page';
import { settled } from '../../test/settled';

// The page is a lazy chunk, compiled on first use, and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('the fees page', { timeout: 60_000 }, () => {
  it('says so when the profile it cannot show without fails to load, and loads it on Try again', async () => {
    const { view, retry } = await renderFailingPage(backend, 'provider', '/account/fees/', '/provider');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await retry();
    expect(await screen.findByRole('textbox', { name: /Fee/ })).toBeInTheDocument();
    await settled(view);
  });
});

describe('the setup page', { timeout: 60_000 }, () => {
  it('says so when the profile it cannot show without fails to load', async () => {
    const { view } = await renderFailingPage(backend, 'provider', '/setup/', '/provider');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await settled(view);
  });
});
