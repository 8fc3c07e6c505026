import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { LoadingBlock } from '../ui/Spinner';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { parseSearch, stringifySearch } from './search';

export interface RouterContext {
  queryClient: QueryClient;
}

/** `scrollRestoration: false` for the page rendered at build time (scripts/prerender-page.tsx): it has no window. */
export function createAppRouter({
  queryClient,
  history,
  scrollRestoration = true,
}: {
  queryClient: QueryClient;
  history?: RouterHistory;
  scrollRestoration?: boolean;
}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    trailingSlash: 'always',
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPendingComponent: LoadingBlock,
    parseSearch,
    stringifySearch,
    scrollRestoration,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
