export * from './contests.board.endpoints';
export * from './contests.console.endpoints';
export * from './contests.console.schemas';
export * from './contests.console.texts';
export * from './contests.limits';
export * from './contests.messages';
export * from './contests.rules';
export * from './contests.schemas';
