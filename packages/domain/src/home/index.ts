/** /home's athlete rows: trending this week and newly joined, in the directory's shape. */
export * from './home.endpoints';
export * from './home.messages';
export * from './home.schemas';
