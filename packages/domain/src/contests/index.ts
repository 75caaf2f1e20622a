export * from './contests.badge-form';
export * from './contests.board.endpoints';
export * from './contests.brand.endpoints';
export * from './contests.brand.schemas';
export * from './contests.limits';
export * from './contests.messages';
export * from './contests.rules';
export * from './contests.schemas';
