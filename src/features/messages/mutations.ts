// The messages domain's changes, each through useSend. A conversation's pages are patched in place rather than
// refetched (a long chat may hold hundreds of loaded pages); the chat list refreshes (its previews and counts).
import { useQueryClient } from '@tanstack/react-query';
import { getDeleteMessageMutationOptions } from '../../../generated/api/messages/delete-message';
import { getMarkMessagesSeenMutationOptions } from '../../../generated/api/messages/mark-messages-seen';
import { getSendMessageMutationOptions } from '../../../generated/api/messages/send-message';
import { getUpdateMessageMutationOptions } from '../../../generated/api/messages/update-message';
import type { ChatMessage } from '../../../generated/model';
import { useSend } from '../../lib/mutation';
import { addSentMessage, patchMessages } from './queries';

const refreshChatList = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['/messages/chat-list'] });

/** Sends one message to `userId`; the stored message goes into the conversation at once. */
export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  return useSend(getSendMessageMutationOptions(), {
    onSuccess: (message) => {
      addSentMessage(queryClient, userId, message);
      void refreshChatList(queryClient);
    },
  });
}

export function useEditMessage() {
  const queryClient = useQueryClient();
  return useSend(getUpdateMessageMutationOptions(), {
    onSuccess: (edited: ChatMessage) => {
      patchMessages(queryClient, (m) => (m.identifier === edited.identifier ? edited : m));
      void refreshChatList(queryClient);
    },
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useSend(getDeleteMessageMutationOptions(), {
    onSuccess: (_, { id }) => {
      patchMessages(queryClient, (m) =>
        m.identifier === id ? { ...m, isDeleted: true, body: null, attachments: [] } : m,
      );
      void refreshChatList(queryClient);
    },
  });
}

/** Marks the other person's messages as seen; a failure is quiet (the next look tries again). */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useSend(getMarkMessagesSeenMutationOptions(), {
    handles: () => true,
    onSuccess: (_, { data }) => {
      const ids = new Set(data.messageIdentifiers);
      patchMessages(queryClient, (m) => (ids.has(m.identifier) ? { ...m, seen: true } : m));
      void refreshChatList(queryClient);
    },
  });
}
