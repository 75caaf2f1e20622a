import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';

export const FAN_REQUEST_STATUSES = ['pending', 'completed'] as const;

/** A fan's call request: WhatsApp number or Zoom e-mail in callTypeValue. */
export const ZFanRequestItem = z.object({
  id: z.uuid(),
  fanName: z.string(),
  callType: z.string(),
  callTypeValue: z.string(),
  status: z.enum(FAN_REQUEST_STATUSES),
  createdAt: z.iso.datetime(),
});
export type TFanRequestItem = z.infer<typeof ZFanRequestItem>;
export const ZFanRequestsQuery = ZPageQuery;
export const ZFanRequestsPage = pageOf(ZFanRequestItem);
export type TFanRequestsPage = z.infer<typeof ZFanRequestsPage>;
export const ZFanRequestActionResponse = z.object({ message: z.string() });
