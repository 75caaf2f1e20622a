export * from './community-badges.limits';
export * from './community-badges.messages';
export * from './community-badges.schemas';
