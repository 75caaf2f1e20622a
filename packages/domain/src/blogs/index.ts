/** The public news ("FHP Updates & News"): admin blog posts. */
export * from './blogs.limits';
export * from './blogs.messages';
export * from './blogs.rules';
export * from './blogs.schemas';
