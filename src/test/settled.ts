import { screen, waitFor } from '@testing-library/react';
import type { renderApp } from './render-app';

/**
 * Waits, inside Testing Library's act-aware waits, until the app has finished loading: the router idle, no request in
 * flight and the shell's lazy footer arrived. Whatever a page still loads after a test's last assertion would otherwise
 * update React outside act().
 */
export async function settled({ router, queryClient }: Pick<ReturnType<typeof renderApp>, 'router' | 'queryClient'>) {
  // hidden: an open dialog hides the page behind it from assistive technology.
  await screen.findByRole('button', { name: 'Cookie settings', hidden: true });
  await waitFor(() => {
    expect(router.state.status).toBe('idle');
    expect(queryClient.isFetching()).toBe(0);
  });
}
