import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserType } from '../../generated/model';
import { setFaults } from '../../mocks/lib/faults';
import type { TestBackend } from '../../mocks/test-utils';
import { expectConsoleError } from './console';
import { renderSignedIn } from './render-signed-in';

/**
 * A page that cannot show without the answer to `GET path`, opened while that call fails: it must show the route's
 * error page. `retry` lets the call through and presses Try again; the caller then checks the page it expects.
 */
export async function renderFailingPage(backend: TestBackend, viewer: UserType, url: string, path: string) {
  // React reports the loader's failure it hands to the route's error component; the page logs it too.
  expectConsoleError(/The above error occurred in the <MatchInnerImpl> component/);
  expectConsoleError(/ApiError: Injected fault: 500/);
  setFaults([{ method: 'GET', path, status: 500 }]);
  const view = await renderSignedIn(backend, viewer, url);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  const retry = async () => {
    setFaults([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  };
  return { view, retry };
}
