export * from './school-area.endpoints';
export * from './school-area.schemas';
export * from './school-area.texts';
