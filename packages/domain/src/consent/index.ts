/** Parental consent for high-school athletes: the e-mailed link and its verification page. */
export * from './consent.messages';
export * from './consent.schemas';
