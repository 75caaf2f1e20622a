export * from './audit.schemas';
export * from './audit.texts';
export * from './console.endpoints';
export * from './console.limits';
export * from './console.menu';
export * from './console.messages';
