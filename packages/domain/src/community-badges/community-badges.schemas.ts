import { z } from 'zod';
import { ZCapturePending, ZPaymentRequired } from '../payments/checkout.schemas';

export const ZCommunityBadge = z.object({
  id: z.uuid(),
  badgeNumber: z.string(),
  badgeType: z.string(),
  amountCents: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TCommunityBadge = z.infer<typeof ZCommunityBadge>;

export const ZCommunityBadgeParams = z.object({ id: z.uuid() });

/** GET /api/community-badges: my badges (newest first), what the next one costs, who I am on it. */
export const ZCommunityBadgesResponse = z.object({
  nextPriceCents: z.number().int(),
  /** What the badge prints: the athlete's name and photo (null without one). */
  athleteName: z.string(),
  photoUrl: z.string().nullable(),
  badges: z.array(ZCommunityBadge),
});
export type TCommunityBadgesResponse = z.infer<typeof ZCommunityBadgesResponse>;

export const ZCommunityBadgeCreated = z.object({
  outcome: z.literal('created'),
  badge: ZCommunityBadge,
  message: z.string(),
});

/** POST /api/community-badges/payments/:paymentId/capture. */
export const ZCommunityBadgeCaptureResponse = z.discriminatedUnion('outcome', [
  ZCommunityBadgeCreated,
  ZCapturePending,
]);
export type TCommunityBadgeCaptureResponse = z.infer<typeof ZCommunityBadgeCaptureResponse>;

/** POST /api/community-badges/purchase always answers a payment to approve. */
export const ZCommunityBadgePurchaseResponse = ZPaymentRequired;

export const ZCommunityBadgeVerifyParams = z.object({
  badgeNumber: z.string().regex(/^FHP-\d{8,}$/),
});

/** The public verification page of a badge: who owns it, since when. */
export const ZCommunityBadgeVerification = z.object({
  badgeNumber: z.string(),
  athleteName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TCommunityBadgeVerification = z.infer<typeof ZCommunityBadgeVerification>;
