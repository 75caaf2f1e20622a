export * from './school-contracts.model';
