import { z } from 'zod';
import { FAN_CALL_TYPES } from '../chats/chats.limits';
import { FAN_PURCHASE_KINDS } from '../fan-purchases/fan-purchases.limits';
import { ZMementoOffer } from '../mementos/mementos.schemas';
import { ZSocialLink } from '../profile/profile.schemas';
import { ATHLETE_TYPES } from '../registration/registration.limits';
import {
  SEASONAL_BADGE_TYPES,
  SEASONAL_SPORT_TYPES,
  SEASONAL_SPORTS,
} from '../seasonal-badges/seasonal-badges.limits';
import { athletePageMessages as m } from './athlete-page.messages';

/** The athlete page's address key: the athlete ID shown everywhere (e.g. /athletes/1001). */
export const ZAthletePageParams = z.object({
  athleteNumber: z.coerce
    .number({ error: m.notFound })
    .int(m.notFound)
    .positive(m.notFound)
    .max(2_147_483_647, m.notFound),
});

/** A seasonal badge as fans see it: what it is and its prices, never the video behind it. */
export const ZSeasonalBadgeOffer = z.object({
  id: z.uuid(),
  type: z.enum(SEASONAL_BADGE_TYPES),
  eventPlus: z.string().nullable(),
  year: z.number().int(),
  sport: z.enum(SEASONAL_SPORTS),
  sportType: z.enum(SEASONAL_SPORT_TYPES),
  typeData1: z.string(),
  typeData2: z.string(),
  typeData3: z.string(),
  /** Null: not sold in that format. */
  videoPriceCents: z.number().int().nullable(),
  qrPriceCents: z.number().int().nullable(),
  bought: z.number().int(),
});
export type TSeasonalBadgeOffer = z.infer<typeof ZSeasonalBadgeOffer>;

export const ZTalkingBadgeOffer = z.object({
  id: z.uuid(),
  description: z.string(),
  priceCents: z.number().int(),
  /**
   * The introducing image only: the appealing image (and the video) is what the fan buys, so
   * it reaches buyers through their purchase's file route, never this public page (issue 33).
   */
  introImageUrl: z.string().nullable(),
});
export type TTalkingBadgeOffer = z.infer<typeof ZTalkingBadgeOffer>;

/**
 * A fan who agreed at checkout to be shown: first name and last initial only ("Sam W."), never
 * an e-mail or a full name; what they bought (its kind) and when.
 */
export const ZPublicSupporter = z.object({
  name: z.string(),
  kind: z.enum(FAN_PURCHASE_KINDS),
  at: z.iso.datetime(),
});
export type TPublicSupporter = z.infer<typeof ZPublicSupporter>;

/** One of the athlete's blog posts, its HTML sanitized by the server on write (safe to insert). */
export const ZAthletePagePost = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.string(),
  descriptionHtml: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAthletePagePost = z.infer<typeof ZAthletePagePost>;

/**
 * One athlete's public page: who they are and everything on sale. Public facts only (no e-mail,
 * phone or payout address). The rating is null unless the athlete chose to show it.
 */
export const ZAthletePage = z.object({
  athleteNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  athleteType: z.enum(ATHLETE_TYPES).nullable(),
  sport: z.string().nullable(),
  schoolName: z.string().nullable(),
  /** The state's name and city, for "City, State". */
  state: z.string().nullable(),
  city: z.string().nullable(),
  photoUrl: z.string().nullable(),
  rating: z.number().nullable(),
  memberSince: z.iso.datetime(),
  /** Plain text (shown as text, line breaks kept); null when the athlete wrote none. */
  bio: z.string().nullable(),
  /** The links the athlete set in their profile, each platform once. */
  socialMedia: z.array(ZSocialLink),
  /** The newest public supporters (ATHLETE_PAGE_SUPPORTERS at most), newest first. */
  supporters: z.array(ZPublicSupporter),
  /** The athlete's latest blog posts (ATHLETE_PAGE_POSTS at most), newest first. */
  posts: z.array(ZAthletePagePost),
  offers: z.object({
    /** The athlete's sport badge license; null until the athlete sets a rate. */
    sportBadge: z.object({ priceCents: z.number().int() }).nullable(),
    /** Always on sale: the fan chooses whole dollars in this range. */
    endorsement: z.object({ minCents: z.number().int(), maxCents: z.number().int() }),
    /** A call at the athlete's chat rate per minute; null until a rate is set (or it is 0). */
    call: z
      .object({
        ratePerMinuteCents: z.number().int(),
        channels: z.array(z.enum(FAN_CALL_TYPES)),
        minMinutes: z.number().int(),
        maxMinutes: z.number().int(),
      })
      .nullable(),
    seasonalBadges: z.array(ZSeasonalBadgeOffer),
    talkingBadges: z.array(ZTalkingBadgeOffer),
    /** Mementos on sale (a game video only while the school's IP contract is approved). */
    mementos: z.array(ZMementoOffer),
  }),
});
export type TAthletePage = z.infer<typeof ZAthletePage>;
