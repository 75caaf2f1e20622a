export * from './school-choice';
export * from './school-contracts.model';
export * from './school-requests.endpoints';
export * from './school-requests.messages';
export * from './school-requests.schemas';
export * from './us-states';
