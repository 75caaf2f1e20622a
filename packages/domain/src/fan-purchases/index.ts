/** Fans buy from athletes: checkout, receipts, the fan's purchases. */

export * from './fan-purchases.delivery';
export * from './fan-purchases.endpoints';
export * from './fan-purchases.limits';
export * from './fan-purchases.messages';
export * from './fan-purchases.schemas';
export * from './fan-purchases.texts';
