/** A fan's e-mail confirmation: single-use links, as password resets; votes need it. */
export * from './email-confirmation.endpoints';
export * from './email-confirmation.limits';
export * from './email-confirmation.messages';
