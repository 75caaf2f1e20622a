/** The public athlete page (shareable, read without signing in). */

export * from './athlete-page.account.texts';
export * from './athlete-page.endpoints';
export * from './athlete-page.intent';
export * from './athlete-page.limits';
export * from './athlete-page.messages';
export * from './athlete-page.schemas';
export * from './athlete-page.texts';
