import { createFileRoute } from '@tanstack/react-router';
import { ConversationPanel, latestMessagesQuery } from '../../features/messages';
import { ensureAll } from '../../lib/loader';

export const Route = createFileRoute('/_authenticated/messages/$userId')({
  loader: ({ context, params }) => ensureAll(context.queryClient, [latestMessagesQuery(params.userId)]),
  component: Conversation,
});

function Conversation() {
  const { userId } = Route.useParams();
  return <ConversationPanel userId={userId} />;
}
