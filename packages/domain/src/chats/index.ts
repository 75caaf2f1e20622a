export * from './chats.endpoints';
export * from './chats.limits';
export * from './chats.messages';
export * from './chats.schemas';
export * from './chats.texts';
