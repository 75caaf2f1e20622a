/** The athlete directory: how fans find athletes. */
export * from './directory.messages';
export * from './directory.schemas';
export * from './directory.texts';
