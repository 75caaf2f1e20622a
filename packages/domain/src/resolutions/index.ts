export * from './resolutions.endpoints';
export * from './resolutions.limits';
export * from './resolutions.messages';
export * from './resolutions.schemas';
export * from './resolutions.texts';
