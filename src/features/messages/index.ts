// Messages (issue 19): the chat list and conversation pages and the route loaders' queries. The navigation's unread
// badge (UnreadBadge.tsx) is loaded lazily by the root route. The delete-message and appointment-message modals are loaded by the modal host (src/app/modals.ts).
export { ConversationPanel } from './ConversationPanel';
export { MessagesPage, NoChatOpen } from './MessagesPage';
export { chatListQuery, latestMessagesQuery } from './queries';
export { messageModals } from './modals';
