/** The info-pages feature: page content, home links, page meta, and the school license text. */
export * from '../legal/school-license.content';
export * from './home.content';
export * from './info-pages.content';
export * from './info-pages.messages';
export * from './info-pages.routes';
export * from './page-meta';
