export * from './contests.board.endpoints';
export * from './contests.limits';
export * from './contests.messages';
export * from './contests.rules';
export * from './contests.schemas';
export * from './contests.votes.endpoints';
export * from './contests.votes.rules';
export * from './contests.votes.texts';
