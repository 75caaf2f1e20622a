export * from './console-requests.endpoints';
export * from './console-requests.schemas';
export * from './console-requests.texts';
