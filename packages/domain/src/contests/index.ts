export * from './contests.board.endpoints';
export * from './contests.limits';
export * from './contests.messages';
export * from './contests.rules';
export * from './contests.schemas';
