// @vitest-environment jsdom
// The open conversation stays in step with the other person: a poll brings their edits and deletions of messages
// far up (in the older pages loaded by scrolling) into the loaded pages, which are not fetched again.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ConversationMessages } from '../../../generated/model';
import { BASE, setUpTestBackend } from '../../../mocks/test-utils';
import { emails, ids } from '../../../mocks/data/ids';
import { configureApiClient } from '../../lib/api-client';
import { latestMessagesQuery } from './queries';
import { useConversationMessages } from './use-conversation';

const backend = setUpTestBackend();

/** The open conversation as MessageList reads it: the polled newest page, and the pages loaded above it. */
function useOpenConversation(userId: string, first: ConversationMessages) {
  const latest = useQuery(latestMessagesQuery(userId));
  return { latest, conversation: useConversationMessages(userId, latest.data ?? first) };
}

async function openAsProvider() {
  const token = await backend.login(emails.provider);
  configureApiClient({ baseUrl: BASE, getToken: () => token });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const first = await queryClient.query(latestMessagesQuery(ids.client));
  const view = renderHook(() => useOpenConversation(ids.client, first), { wrapper });
  return { view, queryClient };
}

const shown = (view: Awaited<ReturnType<typeof openAsProvider>>['view'], id: string) =>
  view.result.current.conversation.messages.find((m) => m.identifier === id);

describe('a poll merges the changes into the loaded pages', { timeout: 30_000 }, () => {
  it("shows the client's edit and deletion of messages two pages up at the next poll, without reloading those pages", async () => {
    const { view, queryClient } = await openAsProvider();
    // scroll up twice: the 46-message chat is then loaded to its first message
    act(() => view.result.current.conversation.loadOlder());
    await waitFor(() => expect(shown(view, 'msg_demo_020')).toBeDefined());
    act(() => view.result.current.conversation.loadOlder());
    await waitFor(() => expect(view.result.current.conversation.hasOlder).toBe(false));
    expect(shown(view, 'msg_demo_003')?.body).toBe('Great, I will do that.');
    const olderPages = () =>
      queryClient.getQueriesData({ queryKey: ['/messages/conversations', ids.client, 'older'] })[0]?.[1] as {
        pages: { items: { identifier: string }[] }[];
      };
    const before = olderPages().pages;

    // the client, elsewhere, edits one of their old messages and deletes another
    const client = await backend.login(emails.client);
    expect(
      (
        await backend.call('PUT', '/messages/msg_demo_003/update', {
          token: client,
          body: { body: 'Great, I will write it down tonight.' },
        })
      ).status,
    ).toBe(200);
    expect((await backend.call('DELETE', '/messages/msg_demo_005', { token: client })).status).toBe(200);
    expect(shown(view, 'msg_demo_003')?.body).toBe('Great, I will do that.');

    await act(() => view.result.current.latest.refetch()); // the next poll
    await waitFor(() => expect(shown(view, 'msg_demo_003')?.body).toBe('Great, I will write it down tonight.'));
    expect(shown(view, 'msg_demo_005')).toMatchObject({ isDeleted: true, body: null, attachments: [] });
    // the list keeps every message in place (the tombstone too), and the older pages were not fetched again
    expect(view.result.current.conversation.messages).toHaveLength(46);
    const after = olderPages().pages;
    expect(after).toHaveLength(before.length);
    expect(after[0]).toBe(before[0]); // the page without a change keeps its identity (nothing re-rendered for it)
    expect(after[1]).not.toBe(before[1]);
  });
});
