import {
  ATHLETE_PAGE_MAX_BADGES,
  ATHLETE_PAGE_POSTS,
  ATHLETE_PAGE_SUPPORTERS,
  athletePageMessages,
  CALL_MAX_MINUTES,
  CALL_MIN_MINUTES,
  ENDORSEMENT_MAX_DOLLARS,
  ENDORSEMENT_MIN_DOLLARS,
  endorsementCents,
  FAN_CALL_TYPES,
  FAN_PURCHASE_KINDS,
  SOCIAL_PLATFORMS,
  type TAthletePage,
  type TFanPurchaseKind,
  type TPublicSupporter,
  type TSeasonalBadgeOffer,
} from '@fhp/domain';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  athleteProfiles,
  blogPosts,
  purchases,
  seasonalBadges as sb,
  talkingBadges as tb,
  users,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { newestFirst } from '../../platform/db/keyset';
import { notFound } from '../../platform/http/app-error';
import { fileUrl } from '../../platform/storage/files-service';
import { mementoOffersOf } from '../mementos/memento-offers';
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
      bio: athleteProfiles.bio,
      socialMedia: athleteProfiles.socialMedia,
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
 * "Sam W.": the first name and the last name's first letter, never more (the supporter agreed
 * to be shown, not to have their full name published). A missing last name leaves the first.
 */
export function supporterName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * The newest purchases whose fan said yes at checkout (purchases_public_supporters_idx, a
 * partial index of those rows only). Only the names' parts that are shown leave the database.
 */
async function readSupporters(db: DbOrTx, athleteUserId: string): Promise<TPublicSupporter[]> {
  const rows = await db
    .select({
      firstName: users.firstName,
      lastInitial: sql<string>`left(${users.lastName}, 1)`,
      kind: purchases.kind,
      at: purchases.createdAt,
    })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.fanUserId))
    .where(
      and(
        eq(purchases.athleteUserId, athleteUserId),
        eq(purchases.publicSupporter, true),
        inArray(purchases.kind, [...FAN_PURCHASE_KINDS]),
      ),
    )
    .orderBy(sql`${purchases.createdAt} desc nulls last`, desc(purchases.id))
    .limit(ATHLETE_PAGE_SUPPORTERS);
  return rows.map((row) => ({
    name: supporterName(row.firstName, row.lastInitial),
    kind: row.kind as TFanPurchaseKind,
    at: row.at.toISOString(),
  }));
}

/** The athlete's latest blog posts, newest first (blog_posts_author_idx: an athlete's few posts). */
async function readPosts(db: DbOrTx, athleteUserId: string) {
  const rows = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      category: blogPosts.category,
      descriptionHtml: blogPosts.descriptionHtml,
      imageFileId: blogPosts.imageFileId,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.authorUserId, athleteUserId),
        eq(blogPosts.type, 'athlete'),
        // Hidden by an operator (moderation).
        isNull(blogPosts.hiddenAt),
      ),
    )
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(ATHLETE_PAGE_POSTS);
  return rows.map(({ imageFileId, createdAt, ...post }) => ({
    ...post,
    imageUrl: imageFileId ? fileUrl(imageFileId) : null,
    createdAt: createdAt.toISOString(),
  }));
}

/** The social links in the profile's platform order, each once, only the known platforms. */
function socialLinks(list: { name: string; url: string }[] | null) {
  const known = (list ?? []).filter(
    (l): l is TAthletePage['socialMedia'][number] =>
      (SOCIAL_PLATFORMS as readonly string[]).includes(l.name) && typeof l.url === 'string',
  );
  return SOCIAL_PLATFORMS.flatMap((name) => known.filter((l) => l.name === name).slice(0, 1));
}

/**
 * An athlete's public page: the profile's public facts, everything on sale, recent public
 * supporters, latest posts and mementos, in six reads whatever the numbers (the athlete by
 * number, then five bounded lists side by side). An athlete
 * who is not listed (fee unpaid, blocked, unknown) is a 404, the same as one that never existed.
 */
export async function readAthletePage(db: DbOrTx, athleteNumber: number): Promise<TAthletePage> {
  const athlete = await readAthlete(db, athleteNumber);
  if (!athlete) throw notFound(athletePageMessages.notFound);
  const [seasonal, talking, supporters, posts, mementos] = await Promise.all([
    readSeasonalBadges(db, athlete.userId),
    readTalkingBadges(db, athlete.userId),
    readSupporters(db, athlete.userId),
    readPosts(db, athlete.userId),
    mementoOffersOf(db, athlete.userId),
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
    bio: athlete.bio,
    socialMedia: socialLinks(athlete.socialMedia),
    supporters,
    posts,
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
      mementos,
    },
  };
}
