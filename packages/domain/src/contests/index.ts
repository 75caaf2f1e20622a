export * from './contests.board.endpoints';
export * from './contests.limits';
export * from './contests.messages';
export * from './contests.public.endpoints';
export * from './contests.public.schemas';
export * from './contests.public.texts';
export * from './contests.rules';
export * from './contests.schemas';
