import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import {
  RESOLUTION_DESCRIPTION_MAX_LENGTH,
  RESOLUTION_MESSAGE_MAX_LENGTH,
  RESOLUTION_PARTIES,
  RESOLUTION_SEARCH_MAX_LENGTH,
  RESOLUTION_STATUSES,
  RESOLUTION_TYPES,
} from './resolutions.limits';
import { resolutionsMessages as m } from './resolutions.messages';

/** Add Resolution: type and description; name, id, e-mail and phone come from the profile. */
export const ZResolutionRequest = z.object({
  type: z.enum(RESOLUTION_TYPES, { error: m.typeRequired }),
  description: z
    .string({ error: m.descriptionRequired })
    .trim()
    .min(1, m.descriptionRequired)
    .max(RESOLUTION_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
});
export type TResolutionRequest = z.infer<typeof ZResolutionRequest>;

/** One message of a thread, from either side. */
export const ZResolutionMessageRequest = z.object({
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, m.messageRequired)
    .max(RESOLUTION_MESSAGE_MAX_LENGTH, m.messageTooLong),
});
export type TResolutionMessageRequest = z.infer<typeof ZResolutionMessageRequest>;

export const ZResolutionId = z.object({ id: z.uuid() });

/** The read-only facts of the Add Resolution dialog (the athlete's own profile). */
export const ZResolutionContact = z.object({
  name: z.string(),
  athleteNumber: z.number().int(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});
export type TResolutionContact = z.infer<typeof ZResolutionContact>;

export const ZResolution = ZResolutionContact.extend({
  id: z.uuid(),
  type: z.enum(RESOLUTION_TYPES),
  description: z.string(),
  status: z.enum(RESOLUTION_STATUSES),
  openedBy: z.enum(RESOLUTION_PARTIES),
  updatedBy: z.enum(RESOLUTION_PARTIES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TResolution = z.infer<typeof ZResolution>;

export const ZResolutionMessage = z.object({
  id: z.uuid(),
  message: z.string(),
  /** The account that wrote it (null once that account is gone). */
  senderId: z.uuid().nullable(),
  /** Which side wrote it: the athlete's screen labels every 'admin' message Admin. */
  from: z.enum(RESOLUTION_PARTIES),
  createdAt: z.iso.datetime(),
});
export type TResolutionMessage = z.infer<typeof ZResolutionMessage>;

/** A resolution with its thread, oldest message first. */
export const ZResolutionThread = z.object({
  resolution: ZResolution,
  messages: z.array(ZResolutionMessage),
});
export type TResolutionThread = z.infer<typeof ZResolutionThread>;

export const ZResolutionsQuery = ZPageQuery;
export const ZResolutionsPage = pageOf(ZResolution);
export const ZResolutionCreated = z.object({ message: z.string(), resolution: ZResolution });
export const ZResolutionMessageCreated = z.object({ message: ZResolutionMessage });

/** The console's filters: a state, and a search on name, e-mail or athlete ID. */
export const ZConsoleResolutionFilters = z.object({
  status: z.enum(RESOLUTION_STATUSES).optional(),
  q: z.string().trim().max(RESOLUTION_SEARCH_MAX_LENGTH).optional(),
});
export type TConsoleResolutionFilters = z.infer<typeof ZConsoleResolutionFilters>;
export const ZConsoleResolutionsQuery = ZPageQuery.extend(ZConsoleResolutionFilters.shape);
export const ZConsoleResolutionsPage = pageOf(ZResolution);

/** Accept or Close: the resolution as it is now, and the catalogue's message. */
export const ZResolutionDecision = z.object({ message: z.string(), resolution: ZResolution });
