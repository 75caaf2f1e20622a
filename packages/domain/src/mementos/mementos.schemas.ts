import { z } from 'zod';
import { ZManagerRating } from '../manager-ratings/manager-ratings.schemas';
import { PAGE_SIZE, pageOf, ZPageQuery } from '../pagination/pagination';
import { isYoutubeVideoUrl } from '../profile/profile.rules';
import {
  MEMENTO_DESCRIPTION_MAX_LENGTH,
  MEMENTO_MAX_LICENSE_WEEKS,
  MEMENTO_MAX_PRICE_CENTS,
  MEMENTO_MIN_LICENSE_WEEKS,
  MEMENTO_MIN_PRICE_CENTS,
  MEMENTO_TITLE_MAX_LENGTH,
} from './mementos.limits';
import { mementosMessages as m } from './mementos.messages';

const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .union([z.literal(''), schema])
      .nullable()
      .optional()
      .transform((v) => (v ? (v as string) : null)),
  );

/** What an athlete may change after publishing: the words, the price and the manager. */
export const ZMementoChange = z.object({
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(MEMENTO_TITLE_MAX_LENGTH, m.titleTooLong),
  description: z
    .string({ error: m.descriptionRequired })
    .trim()
    .min(1, m.descriptionRequired)
    .max(MEMENTO_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
  priceCents: z
    .number({ error: m.invalidPrice })
    .int(m.invalidPrice)
    .min(MEMENTO_MIN_PRICE_CENTS, m.invalidPrice)
    .max(MEMENTO_MAX_PRICE_CENTS, m.invalidPrice),
  managerEmail: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    optionalText(z.string().max(254, m.managerMissing).pipe(z.email(m.managerMissing))),
  ),
});
export type TMementoChangeInput = z.input<typeof ZMementoChange>;
export type TMementoChange = z.output<typeof ZMementoChange>;

/**
 * The JSON `data` field of the publish form (beside the image). The license weeks, the video and
 * the game-video mark are fixed once published: what a fan licensed does not change under them.
 */
export const ZMementoData = ZMementoChange.extend({
  licenseWeeks: z
    .number({ error: m.invalidWeeks })
    .int(m.invalidWeeks)
    .min(MEMENTO_MIN_LICENSE_WEEKS, m.invalidWeeks)
    .max(MEMENTO_MAX_LICENSE_WEEKS, m.invalidWeeks),
  isGameVideo: z.boolean().default(false),
  videoUrl: optionalText(
    z.string().max(2000, m.invalidVideoUrl).refine(isYoutubeVideoUrl, m.invalidVideoUrl),
  ),
});
export type TMementoDataInput = z.input<typeof ZMementoData>;
export type TMementoData = z.output<typeof ZMementoData>;

/** Field errors of a form, first message per field. */
export function mementoFieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const parsed = schema.safeParse(input);
  const fields: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    fields[String(issue.path[0] ?? 'data')] ??= issue.message;
  }
  return fields;
}

/** One of the athlete's own mementos, as their editor lists it. */
export const ZMemento = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  licenseWeeks: z.number().int(),
  isGameVideo: z.boolean(),
  /** Null only when an operator hid the image (or its file is gone). */
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  managerEmail: z.string().nullable(),
  managerRating: ZManagerRating.nullable(),
  sold: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TMemento = z.infer<typeof ZMemento>;

/** A memento as fans see it on the athlete's page: never the video, which is what is bought. */
export const ZMementoOffer = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  licenseWeeks: z.number().int(),
  isGameVideo: z.boolean(),
  imageUrl: z.string().nullable(),
  hasVideo: z.boolean(),
});
export type TMementoOffer = z.infer<typeof ZMementoOffer>;

export const ZMementosQuery = ZPageQuery.extend({
  limit: ZPageQuery.shape.limit.default(PAGE_SIZE),
});
export const ZMementosPage = pageOf(ZMemento);
export type TMementosPage = z.infer<typeof ZMementosPage>;
export const ZMementoParams = z.object({ id: z.uuid({ error: m.notFound }) });
export const ZMementoResponse = z.object({ memento: ZMemento, message: z.string() });
export type TMementoResponse = z.infer<typeof ZMementoResponse>;
