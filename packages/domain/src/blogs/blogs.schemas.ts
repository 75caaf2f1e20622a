import { z } from 'zod';
import { PAGE_SIZE, pageOf, ZPageQuery } from '../pagination/pagination';
import {
  BLOG_CATEGORIES,
  BLOG_TITLE_SEARCH_MAX_LENGTH,
  BLOG_YEAR_MAX,
  BLOG_YEAR_MIN,
} from './blogs.limits';
import { blogsMessages as m } from './blogs.messages';

/** '' in a query string means "not filtered". */
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/blogs: the admin posts, newest first, 5 a page, filtered by category, year and title. */
export const ZBlogsQuery = ZPageQuery.extend({
  category: z.preprocess(
    blankIsAbsent,
    z.enum(BLOG_CATEGORIES, { error: m.invalidCategory }).optional(),
  ),
  year: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: m.invalidYear })
      .int(m.invalidYear)
      .min(BLOG_YEAR_MIN, m.invalidYear)
      .max(BLOG_YEAR_MAX, m.invalidYear)
      .optional(),
  ),
  q: z
    .string()
    .trim()
    .max(BLOG_TITLE_SEARCH_MAX_LENGTH, m.searchTooLong)
    .optional()
    .transform((v) => (v ? v : undefined)),
  limit: ZPageQuery.shape.limit.default(PAGE_SIZE),
});
export type TBlogsQuery = z.infer<typeof ZBlogsQuery>;

export const ZBlogPost = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.string(),
  /** The post's HTML, sanitized by the server to formatting, lists and links (safe to insert). */
  descriptionHtml: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;

export const ZBlogsPage = pageOf(ZBlogPost);
export type TBlogsPage = z.infer<typeof ZBlogsPage>;

/** GET /api/blogs/years: the year filter's choices (the spec's years and those with posts). */
export const ZBlogYears = z.object({ years: z.array(z.number().int()) });
export type TBlogYears = z.infer<typeof ZBlogYears>;
