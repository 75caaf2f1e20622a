import { z } from 'zod';
import { ZPublicSupporterConsent } from '../fan-purchases/fan-purchases.schemas';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { ZCapturePending } from '../payments/checkout.schemas';
import {
  GIFT_BADGE_DESCRIPTION_MAX_LENGTH,
  PIZZA_DONATION_MIN_DOLLARS,
  PIZZA_REQUEST_DISPLAY_STATUSES,
} from './pizza-money.limits';
import { pizzaMoneyMessages as m } from './pizza-money.messages';

export const ZPizzaRequestParams = z.object({ id: z.uuid({ error: m.requestNotFound }) });
export const ZPizzaAthleteParams = z.object({
  athleteNumber: z.coerce
    .number({ error: m.athleteNotFound })
    .int(m.athleteNotFound)
    .positive(m.athleteNotFound)
    .max(2_147_483_647, m.athleteNotFound),
});
export const ZPizzaCaptureParams = z.object({ paymentId: z.uuid({ error: m.paymentNotFound }) });

/** The athlete's gift badge for a request's donors (free; two images, as the spec's badges). */
export const ZGiftBadge = z.object({
  id: z.uuid(),
  description: z.string(),
  introImageUrl: z.string().nullable(),
  appealImageUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TGiftBadge = z.infer<typeof ZGiftBadge>;

/** One row of /admin/pizza-money (spec columns: Athlete Name, Email, Status, Created At, Expiry). */
export const ZPizzaRequest = z.object({
  id: z.uuid(),
  athleteName: z.string(),
  athleteEmail: z.string(),
  /** The fan who asked (their name only; their e-mail is in the donations they make). */
  requestedBy: z.string(),
  status: z.enum(PIZZA_REQUEST_DISPLAY_STATUSES),
  createdAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  donationsCount: z.number().int(),
  /** What the donors gave (fees they added excluded). */
  donatedCents: z.number().int(),
  gift: ZGiftBadge.nullable(),
});
export type TPizzaRequest = z.infer<typeof ZPizzaRequest>;

export const ZPizzaRequestsQuery = ZPageQuery;
export const ZPizzaRequestsPage = pageOf(ZPizzaRequest).extend({
  /** The athlete's request open to donations now (at most one), whatever page it is on. */
  openRequestId: z.uuid().nullable(),
});
export type TPizzaRequestsPage = z.infer<typeof ZPizzaRequestsPage>;

/** One donation in the donations modal (spec: fan_data name and e-mail, noPaypalFee, created_at). */
export const ZPizzaDonation = z.object({
  id: z.uuid(),
  fanName: z.string(),
  fanEmail: z.string(),
  /** The fan added the fee so the athlete receives the whole donation (the spec's noPaypalFee). */
  noFee: z.boolean(),
  donationCents: z.number().int(),
  /** What reached the athlete's wallet. */
  athleteCents: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TPizzaDonation = z.infer<typeof ZPizzaDonation>;
export const ZPizzaDonations = z.object({ items: z.array(ZPizzaDonation) });
export type TPizzaDonations = z.infer<typeof ZPizzaDonations>;

export const ZPizzaActionResponse = z.object({ message: z.string(), request: ZPizzaRequest });
export type TPizzaActionResponse = z.infer<typeof ZPizzaActionResponse>;
export const ZPizzaDeleteResponse = z.object({ message: z.string() });

/** The gift badge form's JSON part (the two images are files beside it). */
export const ZGiftBadgeForm = z.object({
  description: z
    .string({ error: m.descriptionRequired })
    .trim()
    .min(1, m.descriptionRequired)
    .max(
      GIFT_BADGE_DESCRIPTION_MAX_LENGTH,
      `Only ${GIFT_BADGE_DESCRIPTION_MAX_LENGTH} characters are allowed`,
    ),
});
export type TGiftBadgeForm = z.infer<typeof ZGiftBadgeForm>;

/**
 * The pizza money card of an athlete's public page: what is left under the cap, the request open
 * to donations, and (for the signed-in fan) their own request still waiting for an answer.
 */
export const ZAthletePizzaMoney = z.object({
  athleteFirstName: z.string(),
  remainingCents: z.number().int(),
  /** When the oldest donation in the window leaves it (more can be given then); null if none. */
  windowResetsAt: z.iso.datetime().nullable(),
  openRequest: z
    .object({ id: z.uuid(), endsAt: z.iso.datetime(), donatedCents: z.number().int() })
    .nullable(),
  myPendingRequest: z.object({ id: z.uuid(), endsAt: z.iso.datetime() }).nullable(),
});
export type TAthletePizzaMoney = z.infer<typeof ZAthletePizzaMoney>;

export const ZPizzaAskRequest = z.object({
  athleteNumber: ZPizzaAthleteParams.shape.athleteNumber,
});
export const ZPizzaAskResponse = z.object({
  message: z.string(),
  request: z.object({ id: z.uuid(), endsAt: z.iso.datetime() }),
});

/** A donation: whole dollars (the server checks the cap) and whether the fan covers the fee. */
export const ZPizzaDonateRequest = z.object({
  requestId: z.uuid({ error: m.requestNotFound }),
  dollars: z
    .number({ error: m.donationAmount })
    .int(m.donationAmount)
    .min(PIZZA_DONATION_MIN_DOLLARS, m.donationAmount)
    .max(1000, m.donationAmount),
  coverFee: z.boolean().default(false),
  /** Shown as a supporter on the athlete's page (first name and last initial); no by default. */
  publicSupporter: ZPublicSupporterConsent,
});
export type TPizzaDonateRequest = z.infer<typeof ZPizzaDonateRequest>;

export const ZPizzaCaptureResponse = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('donated'),
    purchaseId: z.uuid(),
    athleteNumber: z.number().int(),
    message: z.string(),
  }),
  ZCapturePending,
]);
export type TPizzaCaptureResponse = z.infer<typeof ZPizzaCaptureResponse>;
