export * from './pizza-money.endpoints';
export * from './pizza-money.fan-texts';
export * from './pizza-money.limits';
export * from './pizza-money.messages';
export * from './pizza-money.schemas';
export * from './pizza-money.texts';
