import {
  ATHLETE_PAGE_MAX_BADGES,
  athletePageMessages,
  CALL_MAX_MINUTES,
  CALL_MIN_MINUTES,
  ENDORSEMENT_MAX_DOLLARS,
  ENDORSEMENT_MIN_DOLLARS,
  endorsementCents,
  FAN_CALL_TYPES,
  type TAthletePage,
  type TSeasonalBadgeOffer,
} from '@fhp/domain';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { athleteProfiles, seasonalBadges as sb, talkingBadges as tb, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { newestFirst } from '../../platform/db/keyset';
import { notFound } from '../../platform/http/app-error';
import { fileUrl } from '../../platform/storage/files-service';
import { listedAthlete } from './listed-athlete';

/** A price the athlete set: a positive amount; 0 or null means "not on sale". */
const onSale = (cents: number | null): cents is number => cents !== null && cents > 0;

async function readAthlete(db: DbOrTx, athleteNumber: number) {
  const [row] = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      athleteNumber: athleteProfiles.athleteNumber,
      athleteType: athleteProfiles.athleteType,
      sport: athleteProfiles.sport,
      schoolName: athleteProfiles.schoolName,
      state: athleteProfiles.state,
      city: athleteProfiles.city,
      photoFileId: athleteProfiles.photoFileId,
      rvRating: athleteProfiles.rvRating,
      showRvRating: athleteProfiles.showRvRating,
      sportBadgeRateCents: athleteProfiles.sportBadgeRateCents,
      chatRateCents: athleteProfiles.chatRateCents,
      activatedAt: athleteProfiles.activatedAt,
      createdAt: athleteProfiles.createdAt,
    })
    .from(athleteProfiles)
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(and(eq(athleteProfiles.athleteNumber, athleteNumber), listedAthlete))
    .limit(1);
  return row;
}

/** Seasonal badges on sale in at least one format, newest first (seasonal_badges_athlete_idx). */
function readSeasonalBadges(db: DbOrTx, athleteUserId: string) {
  return db
    .select({
      id: sb.id,
      type: sb.type,
      eventPlus: sb.eventPlus,
      year: sb.year,
      sport: sb.sport,
      sportType: sb.sportType,
      typeData1: sb.typeData1,
      typeData2: sb.typeData2,
      typeData3: sb.typeData3,
      videoPriceCents: sb.videoPriceCents,
      qrPriceCents: sb.qrPriceCents,
      bought: sb.bought,
    })
    .from(sb)
    .where(
      and(
        eq(sb.athleteUserId, athleteUserId),
        isNull(sb.deletedAt),
        or(gt(sb.videoPriceCents, 0), gt(sb.qrPriceCents, 0)),
      ),
    )
    .orderBy(...newestFirst(sb))
    .limit(ATHLETE_PAGE_MAX_BADGES);
}

/** Talking badges not deleted, newest first (talking_badges_athlete_idx). */
function readTalkingBadges(db: DbOrTx, athleteUserId: string) {
  return db
    .select({
      id: tb.id,
      description: tb.description,
      priceCents: tb.priceCents,
      introFileId: tb.introFileId,
    })
    .from(tb)
    .where(and(eq(tb.athleteUserId, athleteUserId), isNull(tb.deletedAt)))
    .orderBy(...newestFirst(tb))
    .limit(ATHLETE_PAGE_MAX_BADGES);
}

/**
 * An athlete's public page: the profile's public facts and everything on sale, in three reads
 * whatever the number of badges (the athlete by number, then their two badge lists). An athlete
 * who is not listed (fee unpaid, blocked, unknown) is a 404, the same as one that never existed.
 */
export async function readAthletePage(db: DbOrTx, athleteNumber: number): Promise<TAthletePage> {
  const athlete = await readAthlete(db, athleteNumber);
  if (!athlete) throw notFound(athletePageMessages.notFound);
  const [seasonal, talking] = await Promise.all([
    readSeasonalBadges(db, athlete.userId),
    readTalkingBadges(db, athlete.userId),
  ]);
  return {
    athleteNumber: athlete.athleteNumber,
    firstName: athlete.firstName,
    lastName: athlete.lastName,
    athleteType: athlete.athleteType,
    sport: athlete.sport,
    schoolName: athlete.schoolName,
    state: athlete.state,
    city: athlete.city,
    photoUrl: athlete.photoFileId ? fileUrl(athlete.photoFileId) : null,
    rating: athlete.showRvRating ? athlete.rvRating : null,
    memberSince: (athlete.activatedAt ?? athlete.createdAt).toISOString(),
    offers: {
      sportBadge: onSale(athlete.sportBadgeRateCents)
        ? { priceCents: athlete.sportBadgeRateCents }
        : null,
      endorsement: {
        minCents: endorsementCents(ENDORSEMENT_MIN_DOLLARS),
        maxCents: endorsementCents(ENDORSEMENT_MAX_DOLLARS),
      },
      call: onSale(athlete.chatRateCents)
        ? {
            ratePerMinuteCents: athlete.chatRateCents,
            channels: [...FAN_CALL_TYPES],
            minMinutes: CALL_MIN_MINUTES,
            maxMinutes: CALL_MAX_MINUTES,
          }
        : null,
      seasonalBadges: seasonal.map(
        (b): TSeasonalBadgeOffer => ({
          ...b,
          type: b.type as TSeasonalBadgeOffer['type'],
          sport: b.sport as TSeasonalBadgeOffer['sport'],
          sportType: b.sportType as TSeasonalBadgeOffer['sportType'],
          videoPriceCents: onSale(b.videoPriceCents) ? b.videoPriceCents : null,
          qrPriceCents: onSale(b.qrPriceCents) ? b.qrPriceCents : null,
        }),
      ),
      talkingBadges: talking.map((b) => ({
        id: b.id,
        description: b.description,
        priceCents: b.priceCents,
        introImageUrl: b.introFileId ? fileUrl(b.introFileId) : null,
      })),
    },
  };
}
