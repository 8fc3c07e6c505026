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

describe('the verification pages', { timeout: 60_000 }, () => {
  it.each([
    ['/account/experience/', '/provider/experience', 'button', 'Add experience'],
    ['/account/credentials/', '/provider/qualification/files', 'heading', 'Licence'],
    ['/account/payouts/', '/provider/bank-details', 'button', 'Save bank details'],
    ['/account/verification/', '/provider/qualification/verification-note', 'heading', 'Submit for verification'],
  ] as const)(
    '%s says so when %s, which it cannot show without, fails, and shows the page on Try again',
    async (url, path, role, name) => {
      const { view, retry } = await renderFailingPage(backend, 'provider', url, path);
      expect(screen.queryByRole(role, { name })).not.toBeInTheDocument();
      await retry();
      expect(await screen.findByRole(role, { name })).toBeInTheDocument();
      await settled(view);
    },
  );
});
