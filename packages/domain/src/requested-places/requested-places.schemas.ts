import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { requestedPlacesMessages as m } from './requested-places.messages';
import { toTitleCase } from './requested-places.rules';

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, m.tooLong);

/**
 * `POST /api/requested-cities` and `POST /api/requested-sports`: the same four fields, all
 * required. State is the picked state's name; city, college and sport are typed and title-cased.
 */
export const ZPlaceRequest = z.object({
  state: required(m.stateRequired),
  city: required(m.cityRequired).transform(toTitleCase),
  college: required(m.collegeRequired).transform(toTitleCase),
  sport: required(m.sportRequired).transform(toTitleCase),
});
export type TPlaceRequestInput = z.input<typeof ZPlaceRequest>;
export type TPlaceRequest = z.output<typeof ZPlaceRequest>;

export const ZPlaceRequestItem = z.object({
  id: z.uuid(),
  state: z.string(),
  city: z.string(),
  college: z.string(),
  sport: z.string(),
  status: z.string(),
  /** Always the number of supporters (counted, never a separate counter). */
  support: z.number().int(),
  supportedByMe: z.boolean(),
  addedByMe: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TPlaceRequestItem = z.infer<typeof ZPlaceRequestItem>;
export const ZPlaceRequestsQuery = ZPageQuery;
export const ZPlaceRequestsPage = pageOf(ZPlaceRequestItem);
export type TPlaceRequestsPage = z.infer<typeof ZPlaceRequestsPage>;
export const ZPlaceRequestCreated = z.object({ message: z.string(), item: ZPlaceRequestItem });

/** `PUT .../:id/support`: the heart's wanted state; repeating it changes nothing. */
export const ZSupportUpdate = z.object({ supported: z.boolean() });
export const ZSupportState = z.object({ support: z.number().int(), supportedByMe: z.boolean() });
export type TSupportState = z.infer<typeof ZSupportState>;
