export * from './inbox.endpoints';
export * from './inbox.schemas';
export * from './inbox.texts';
