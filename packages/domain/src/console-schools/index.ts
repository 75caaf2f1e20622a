export * from './console-schools.endpoints';
export * from './console-schools.schemas';
export * from './console-schools.texts';
