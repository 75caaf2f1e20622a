/** Fan accounts: sign-up; sign-in, sign-out and reset go through the auth endpoints. */
export * from './fans.endpoints';
export * from './fans.messages';
export * from './fans.schemas';
export * from './fans.texts';
