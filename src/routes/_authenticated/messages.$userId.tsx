import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ConversationPanel, latestMessagesQuery } from '../../features/messages';
import { ensureAll } from '../../lib/loader';
import { lenient } from '../../lib/search-fields';

// `?find=`: the search inside the conversation; a blank one is dropped, a long one cut to the contract's 100 characters
// (the search params are parsed in the first chunk of every page, so the generated limit is not imported here).
const search = z.object({
  find: lenient(
    z.pipe(
      z.string(),
      z.transform((value) => value.trim().slice(0, 100) || undefined),
    ),
  ),
});

export const Route = createFileRoute('/_authenticated/messages/$userId')({
  validateSearch: search,
  loader: ({ context, params }) => ensureAll(context.queryClient, [latestMessagesQuery(params.userId)]),
  component: Conversation,
});

function Conversation() {
  const { userId } = Route.useParams();
  const { find } = Route.useSearch();
  return <ConversationPanel userId={userId} find={find ?? ''} />;
}
