/** The moderation queue: published athlete images and posts, reviewed or hidden by operators. */
export * from './moderation.endpoints';
export * from './moderation.limits';
export * from './moderation.messages';
export * from './moderation.schemas';
