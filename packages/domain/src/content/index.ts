/** Content the operators write: tutorials and education videos, news posts, vendor deals. */
export * from './content.endpoints';
export * from './content.limits';
export * from './content.messages';
export * from './content.schemas';
