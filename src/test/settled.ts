import { screen, waitFor } from '@testing-library/react';
import { pendingLazyLoads } from './lazy-loads';
import type { renderApp } from './render-app';

type App = Pick<ReturnType<typeof renderApp>, 'router' | 'queryClient'>;

const busy = ({ router, queryClient }: App) =>
  router.state.status !== 'idle' || queryClient.isFetching() > 0 || pendingLazyLoads() > 0;

/**
 * Waits, inside Testing Library's act-aware waits, until the app has finished loading: the router idle, no request in
 * flight, no lazy component's chunk still loading and the shell's lazy footer arrived, and that still so at the next
 * check, since a part that just arrived may start loading its own. Whatever a page still loads after a test's last
 * assertion would otherwise update React outside act().
 */
export async function settled(app: App) {
  // hidden: an open dialog hides the page behind it from assistive technology.
  await screen.findByRole('button', { name: 'Cookie settings', hidden: true });
  let quietChecks = 0;
  await waitFor(() => {
    quietChecks = busy(app) ? 0 : quietChecks + 1;
    expect(quietChecks, 'the app is still loading, or has only just stopped').toBeGreaterThan(1);
  });
}
