import { z } from 'zod';
import { BLOG_CATEGORIES } from '../blogs/blogs.limits';
import { CONSOLE_PAGE_SIZE } from '../console/console.limits';
import { AD_CATEGORY_CODES, AD_MEDIA, AD_STATUSES } from '../deals/deals.limits';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import {
  CONTENT_TITLE_MAX,
  CONTENT_URL_MAX,
  DEAL_DESCRIPTION_MAX,
  NEWS_HTML_MAX,
  TUTORIAL_AUDIENCES,
  TUTORIAL_KINDS,
} from './content.limits';
import { contentMessages as m } from './content.messages';

const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** An address a page may link to: http(s) only (never javascript: or data:). */
export const ZWebAddress = z
  .string()
  .trim()
  .max(CONTENT_URL_MAX, m.urlTooLong)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: m.urlInvalid }));

const ZTitle = z.string().trim().min(1, m.titleRequired).max(CONTENT_TITLE_MAX, m.titleTooLong);

export const ZTutorialInput = z.object({
  kind: z.enum(TUTORIAL_KINDS, { error: m.kindInvalid }),
  title: ZTitle,
  url: ZWebAddress,
  audience: z.enum(TUTORIAL_AUDIENCES, { error: m.audienceInvalid }),
});
export type TTutorialInput = z.infer<typeof ZTutorialInput>;

export const ZTutorial = z.object({
  id: z.uuid(),
  kind: z.enum(TUTORIAL_KINDS),
  title: z.string(),
  url: z.string(),
  audience: z.enum(TUTORIAL_AUDIENCES),
  createdAt: z.iso.datetime(),
});
export type TTutorial = z.infer<typeof ZTutorial>;

export const ZTutorialsQuery = ZPageQuery.extend({
  kind: z.preprocess(blankIsAbsent, z.enum(TUTORIAL_KINDS, { error: m.kindInvalid }).optional()),
  audience: z.preprocess(
    blankIsAbsent,
    z.enum(TUTORIAL_AUDIENCES, { error: m.audienceInvalid }).optional(),
  ),
  limit: ZPageQuery.shape.limit.default(CONSOLE_PAGE_SIZE),
});
export const ZTutorialsPage = pageOf(ZTutorial);

/** GET /api/tutorials: what an athlete's panel shows (audience athlete or both). */
export const ZAthleteTutorialsQuery = z.object({
  kind: z.enum(TUTORIAL_KINDS, { error: m.kindInvalid }).default('tutorial'),
});
export const ZAthleteTutorials = z.object({
  items: z.array(z.object({ id: z.uuid(), title: z.string(), url: z.string() })),
});
export type TAthleteTutorials = z.infer<typeof ZAthleteTutorials>;

export const ZNewsPostInput = z.object({
  title: ZTitle,
  category: z.enum(BLOG_CATEGORIES, { error: m.categoryInvalid }),
  /** The editor's HTML; the server keeps only the allowed markup (sanitized on write). */
  descriptionHtml: z
    .string()
    .max(NEWS_HTML_MAX, m.bodyTooLong)
    .refine((v) => v.trim() !== '', {
      message: m.bodyRequired,
    }),
});
export type TNewsPostInput = z.infer<typeof ZNewsPostInput>;

export const ZNewsPost = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.string(),
  descriptionHtml: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TNewsPost = z.infer<typeof ZNewsPost>;
export const ZNewsQuery = ZPageQuery.extend({
  limit: ZPageQuery.shape.limit.default(CONSOLE_PAGE_SIZE),
});
export const ZNewsPage = pageOf(ZNewsPost);

export const ZDealInput = z
  .object({
    category: z.enum(AD_CATEGORY_CODES, { error: m.categoryInvalid }),
    status: z.enum(AD_STATUSES, { error: m.statusInvalid }),
    media: z.enum(AD_MEDIA, { error: m.mediaInvalid }),
    imageUrl: z.preprocess(blankIsAbsent, ZWebAddress.nullish()).transform((v) => v ?? null),
    videoUrl: z.preprocess(blankIsAbsent, ZWebAddress.nullish()).transform((v) => v ?? null),
    website: ZWebAddress,
    description: z
      .string()
      .trim()
      .min(1, m.descriptionRequired)
      .max(DEAL_DESCRIPTION_MAX, m.descriptionTooLong),
  })
  .superRefine((deal, ctx) => {
    if (deal.media === 'image' && !deal.imageUrl)
      ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: m.imageUrlRequired });
    if (deal.media === 'video' && !deal.videoUrl)
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: m.videoUrlRequired });
  });
export type TDealInput = z.infer<typeof ZDealInput>;

export const ZConsoleDeal = z.object({
  id: z.uuid(),
  category: z.string(),
  status: z.enum(AD_STATUSES),
  media: z.enum(AD_MEDIA),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  website: z.string(),
  description: z.string(),
  totalViews: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TConsoleDeal = z.infer<typeof ZConsoleDeal>;
export const ZConsoleDealsQuery = ZPageQuery.extend({
  status: z.preprocess(blankIsAbsent, z.enum(AD_STATUSES, { error: m.statusInvalid }).optional()),
  limit: ZPageQuery.shape.limit.default(CONSOLE_PAGE_SIZE),
});
export const ZConsoleDealsPage = pageOf(ZConsoleDeal);

export const ZContentIdParams = z.object({ id: z.uuid() });
export const ZContentMessage = z.object({ message: z.string() });
