export * from './list-chats.ts';
export * from './list-message-contacts.ts';
export * from './mark-messages-seen.ts';
export * from './update-message.ts';
export * from './delete-message.ts';
export * from './list-conversation-messages.ts';
export * from './send-message.ts';
