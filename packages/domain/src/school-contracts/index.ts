export * from './school-contract-documents.endpoints';
export * from './school-contract-documents.schemas';
export * from './school-contract-documents.texts';
export * from './school-contracts.model';
export * from './signing.endpoints';
export * from './signing.messages';
export * from './signing.schemas';
