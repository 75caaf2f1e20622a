export * from './school-contract-documents.endpoints';
export * from './school-contract-documents.schemas';
export * from './school-contract-documents.texts';
export * from './school-contracts.model';
