export * from './email-outbox';
export * from './files';
export * from './ledger';
export * from './notifications';
export * from './payments';
export * from './reference';
export * from './simulated-orders';
export * from './users';
