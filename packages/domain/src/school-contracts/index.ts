export * from './school-contracts.model';
export * from './signing.endpoints';
export * from './signing.messages';
export * from './signing.schemas';
