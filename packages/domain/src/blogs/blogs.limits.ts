/** Who wrote a post: 'admin' posts are the public news, 'athlete' posts the athletes' blogs. */
export const BLOG_POST_TYPES = ['admin', 'athlete'] as const;
export type TBlogPostType = (typeof BLOG_POST_TYPES)[number];

/** The categories of the news posts (spec: who, what, when, where, why, how, miscellaneous). */
export const BLOG_CATEGORIES = [
  'who',
  'what',
  'when',
  'where',
  'why',
  'how',
  'miscellaneous',
] as const;
export type TBlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The years the spec's filter offers; the years that have posts are added to them. */
export const BLOG_FILTER_YEARS = [2022, 2024, 2025] as const;
export const BLOG_YEAR_MIN = 2000;
export const BLOG_YEAR_MAX = 2100;
export const BLOG_TITLE_SEARCH_MAX_LENGTH = 100;
