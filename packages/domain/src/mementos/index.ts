export * from './mementos.endpoints';
export * from './mementos.limits';
export * from './mementos.messages';
export * from './mementos.schemas';
