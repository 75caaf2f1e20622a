export * from './console-users.endpoints';
export * from './console-users.messages';
export * from './console-users.schemas';
export * from './console-users.texts';
