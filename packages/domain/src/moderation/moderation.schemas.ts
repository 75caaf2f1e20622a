import { z } from 'zod';
import { CONSOLE_PAGE_SIZE } from '../console/console.limits';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import {
  MODERATION_KINDS,
  MODERATION_PLACES,
  MODERATION_REASON_MAX,
  MODERATION_STATES,
} from './moderation.limits';
import { moderationMessages as m } from './moderation.messages';

const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

export const ZModerationQuery = ZPageQuery.extend({
  kind: z.preprocess(blankIsAbsent, z.enum(MODERATION_KINDS, { error: m.kindInvalid }).optional()),
  state: z.preprocess(
    blankIsAbsent,
    z.enum(MODERATION_STATES, { error: m.stateInvalid }).optional(),
  ),
  limit: ZPageQuery.shape.limit.default(CONSOLE_PAGE_SIZE),
});
export type TModerationQuery = z.infer<typeof ZModerationQuery>;

export const ZModerationItem = z.object({
  id: z.uuid(),
  kind: z.enum(MODERATION_KINDS),
  place: z.enum(MODERATION_PLACES),
  state: z.enum(MODERATION_STATES),
  athlete: z.object({
    userId: z.uuid(),
    name: z.string(),
    athleteNumber: z.number().int().nullable(),
  }),
  /** The image, for operators (it opens even when hidden: GET /api/console/moderation/:id/file). */
  previewUrl: z.string().nullable(),
  /** A blog post's title. */
  title: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TModerationItem = z.infer<typeof ZModerationItem>;
export const ZModerationPage = pageOf(ZModerationItem);

export const ZModerationIdParams = z.object({ id: z.uuid() });
export const ZHideBody = z.object({
  reason: z.string().trim().min(1, m.reasonRequired).max(MODERATION_REASON_MAX, m.reasonTooLong),
});
export const ZModerationDecision = z.object({ message: z.string(), item: ZModerationItem });
