import { waitFor } from '@testing-library/react';
import type { renderApp } from './render-app';

/**
 * Waits, inside Testing Library's act-aware wait, until the app has finished loading: the router idle and no request
 * in flight. Whatever a page still loads after a test's last assertion would otherwise update React outside act().
 */
export async function settled({ router, queryClient }: Pick<ReturnType<typeof renderApp>, 'router' | 'queryClient'>) {
  await waitFor(() => {
    expect(router.state.status).toBe('idle');
    expect(queryClient.isFetching()).toBe(0);
  });
}
