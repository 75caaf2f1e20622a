export * from './talking-badges.limits';
export * from './talking-badges.messages';
export * from './talking-badges.schemas';
