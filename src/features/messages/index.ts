// Messages (issue 19): the chat list and conversation pages, the navigation's unread badge, and the route loaders'
// queries. The delete-message and appointment-message modals are loaded by the modal host (src/app/modals.ts).
export { ConversationPanel } from './ConversationPanel';
export { MessagesPage, NoChatOpen } from './MessagesPage';
export { UnreadBadge } from './UnreadBadge';
export { chatListQuery, latestMessagesQuery } from './queries';
