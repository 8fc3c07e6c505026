import { createFileRoute, Outlet, useParams } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { errorPage, pendingPage } from '../../app/route-states';
import { chatListQuery, MessagesPage } from '../../features/messages';
import { ensureAll } from '../../lib/loader';
import { text } from '../../lib/search-fields';

const search = z.object({ q: text });

export const Route = createFileRoute('/_authenticated/messages')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  // The chat list's first page comes in the same round as the open conversation (the child route's loader).
  loader: ({ context, deps }) =>
    Promise.all([
      ensureAll(context.queryClient, []),
      // A failure stays in the cache for the list's own query to show and retry.
      context.queryClient.infiniteQuery({ ...chatListQuery(deps.q), retry: false }).catch(() => {}),
    ]),
  pendingComponent: pendingPage('chat.title'),
  errorComponent: errorPage('chat.title'),
  component: Messages,
});

function Messages() {
  const { q } = Route.useSearch();
  const { userId } = useParams({ strict: false });
  return (
    <MessagesPage q={q ?? ''} openUserId={userId}>
      <Outlet />
    </MessagesPage>
  );
}
