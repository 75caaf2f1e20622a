import {
  contestBadgeOnSale,
  contestPagePath,
  endorsementCents,
  fanPurchasesMessages as m,
  PURCHASE_KIND_LABELS,
  type TCheckoutRequest,
  type TContestStatus,
  type TFanOfferItem,
  type TSeasonalFormat,
} from '@fhp/domain';
import { and, eq, isNull } from 'drizzle-orm';
import {
  athleteProfiles,
  contestBadges,
  contests,
  seasonalBadges,
  talkingBadges,
  users,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { priceMemento } from '../mementos/memento-offers';

/**
 * A checkout priced by the server from current data: what the payment's metadata keeps for the
 * capture, which books it without reading any price again (the fan approved this amount).
 */
export type PricedOffer = {
  item: TFanOfferItem;
  amountCents: number;
  /** Names the item: the provider's order line, the ledger's description, the receipt's title. */
  description: string;
  athleteUserId: string;
  athleteNumber: number;
  itemId: string | null;
  /** The item's manager (a badge naming a registered manager): paid a share by the royalty rules. */
  managerUserId: string | null;
  format: TSeasonalFormat | null;
  /** Where a cancelled checkout returns; the athlete's page unless the item has its own page. */
  cancelPath?: string;
};

/** An athlete fans may buy from: an active, unblocked athlete account. */
const onSale = and(
  eq(users.role, 'athlete'),
  eq(users.blocked, false),
  eq(athleteProfiles.registrationStatus, 'active'),
);

async function athleteByNumber(db: DbOrTx, athleteNumber: number) {
  const [athlete] = await db
    .select({
      userId: athleteProfiles.userId,
      athleteNumber: athleteProfiles.athleteNumber,
      sportBadgeRateCents: athleteProfiles.sportBadgeRateCents,
      chatRateCents: athleteProfiles.chatRateCents,
    })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(and(eq(athleteProfiles.athleteNumber, athleteNumber), onSale));
  if (!athlete) throw notFound(m.athleteNotFound);
  return athlete;
}

/** A price the athlete has not set (null) or set to nothing is not for sale. */
function priced(cents: number | null, message: string): number {
  if (cents === null || cents <= 0) throw conflict(message);
  return cents;
}

async function priceSeasonal(db: DbOrTx, badgeId: string, format: TSeasonalFormat) {
  const [badge] = await db
    .select({
      id: seasonalBadges.id,
      year: seasonalBadges.year,
      sport: seasonalBadges.sport,
      sportType: seasonalBadges.sportType,
      videoPriceCents: seasonalBadges.videoPriceCents,
      qrPriceCents: seasonalBadges.qrPriceCents,
      managerUserId: seasonalBadges.managerUserId,
      athleteUserId: athleteProfiles.userId,
      athleteNumber: athleteProfiles.athleteNumber,
    })
    .from(seasonalBadges)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, seasonalBadges.athleteUserId))
    .innerJoin(users, eq(users.id, seasonalBadges.athleteUserId))
    .where(and(eq(seasonalBadges.id, badgeId), isNull(seasonalBadges.deletedAt), onSale));
  if (!badge) throw notFound(m.badgeNotFound);
  const cents = format === 'video' ? badge.videoPriceCents : badge.qrPriceCents;
  const formatName = format === 'video' ? 'video' : 'QR card';
  return {
    amountCents: priced(cents, m.formatNotForSale),
    description: `${PURCHASE_KIND_LABELS.seasonal_badge}: ${badge.year} ${badge.sport} ${badge.sportType} (${formatName})`,
    athleteUserId: badge.athleteUserId,
    athleteNumber: badge.athleteNumber,
    itemId: badge.id,
    managerUserId: badge.managerUserId,
  };
}

async function priceTalking(db: DbOrTx, badgeId: string) {
  const [badge] = await db
    .select({
      id: talkingBadges.id,
      description: talkingBadges.description,
      priceCents: talkingBadges.priceCents,
      managerUserId: talkingBadges.managerUserId,
      athleteUserId: athleteProfiles.userId,
      athleteNumber: athleteProfiles.athleteNumber,
    })
    .from(talkingBadges)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, talkingBadges.athleteUserId))
    .innerJoin(users, eq(users.id, talkingBadges.athleteUserId))
    .where(and(eq(talkingBadges.id, badgeId), isNull(talkingBadges.deletedAt), onSale));
  if (!badge) throw notFound(m.badgeNotFound);
  return {
    amountCents: priced(badge.priceCents, m.notForSale),
    description: `${PURCHASE_KIND_LABELS.talking_badge}: ${badge.description}`,
    athleteUserId: badge.athleteUserId,
    athleteNumber: badge.athleteNumber,
    itemId: badge.id,
    managerUserId: badge.managerUserId,
  };
}

/**
 * A contest badge (contest_badges): not deleted, its athlete on sale, and its contest still
 * selling (not rewarded, the buying end day not passed: contestBadgeOnSale). Its checkout
 * returns to the contest's page when cancelled.
 */
export async function priceContestBadge(db: DbOrTx, badgeId: string, now = new Date()) {
  const [badge] = await db
    .select({
      id: contestBadges.id,
      description: contestBadges.description,
      priceCents: contestBadges.priceCents,
      deletedAt: contestBadges.deletedAt,
      contestNumber: contests.number,
      contestStatus: contests.status,
      buyingEndDate: contests.buyingEndDate,
      athleteUserId: athleteProfiles.userId,
      athleteNumber: athleteProfiles.athleteNumber,
    })
    .from(contestBadges)
    .innerJoin(contests, eq(contests.id, contestBadges.contestId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, contestBadges.athleteUserId))
    .innerJoin(users, eq(users.id, contestBadges.athleteUserId))
    .where(and(eq(contestBadges.id, badgeId), isNull(contestBadges.deletedAt), onSale));
  if (!badge) throw notFound(m.badgeNotFound);
  const contest = {
    status: badge.contestStatus as TContestStatus,
    buyingEndDate: badge.buyingEndDate,
  };
  if (!contestBadgeOnSale(badge, contest, now)) throw conflict(m.contestBadgeClosed);
  return {
    amountCents: priced(badge.priceCents, m.notForSale),
    description: `${PURCHASE_KIND_LABELS.contest_badge}: ${badge.description}`,
    athleteUserId: badge.athleteUserId,
    athleteNumber: badge.athleteNumber,
    itemId: badge.id,
    managerUserId: null,
    cancelPath: `${contestPagePath(badge.contestNumber)}?cancelled=1`,
  };
}

/**
 * Prices what the fan asked for from the athlete's current rates and badges. Nothing in the
 * request is a price except the endorsement's dollars, already held to its range by the schema.
 * A missing or unlisted athlete or badge is a 404; an item without a price is a 409.
 */
export async function priceOffer(db: DbOrTx, request: TCheckoutRequest): Promise<PricedOffer> {
  const none = { itemId: null, managerUserId: null, format: null };
  switch (request.item) {
    case 'sport_badge': {
      const athlete = await athleteByNumber(db, request.athleteNumber);
      return {
        ...none,
        item: request.item,
        amountCents: priced(athlete.sportBadgeRateCents, m.notForSale),
        description: PURCHASE_KIND_LABELS.sport_badge,
        athleteUserId: athlete.userId,
        athleteNumber: athlete.athleteNumber,
      };
    }
    case 'endorsement': {
      const athlete = await athleteByNumber(db, request.athleteNumber);
      return {
        ...none,
        item: request.item,
        amountCents: endorsementCents(request.dollars),
        description: `${PURCHASE_KIND_LABELS.endorsement}: ${request.dollars} weeks of display`,
        athleteUserId: athlete.userId,
        athleteNumber: athlete.athleteNumber,
      };
    }
    case 'seasonal_badge':
      return {
        ...none,
        ...(await priceSeasonal(db, request.badgeId, request.format)),
        item: request.item,
        format: request.format,
      };
    case 'talking_badge':
      return { ...none, ...(await priceTalking(db, request.badgeId)), item: request.item };
    case 'memento':
      return { ...none, ...(await priceMemento(db, request.mementoId)), item: request.item };
    case 'contest_badge':
      return { ...none, ...(await priceContestBadge(db, request.badgeId)), item: request.item };
  }
}
