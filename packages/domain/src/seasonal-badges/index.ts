export * from './seasonal-badges.limits';
export * from './seasonal-badges.messages';
export * from './seasonal-badges.schemas';
