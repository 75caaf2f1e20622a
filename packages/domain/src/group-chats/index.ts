export * from './group-chats.endpoints';
export * from './group-chats.limits';
export * from './group-chats.messages';
export * from './group-chats.schemas';
export * from './group-chats.texts';
