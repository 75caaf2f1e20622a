export * from './manager-ratings.limits';
export * from './manager-ratings.messages';
export * from './manager-ratings.schemas';
