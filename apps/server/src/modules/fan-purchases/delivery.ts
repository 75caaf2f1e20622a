import {
  deliveryCardFileName,
  deliveryFilePath,
  PURCHASE_VERIFICATION_KIND,
  type TDelivery,
  type TFanPurchaseKind,
  type TRenewal,
  type TSeasonalFormat,
  verificationPath,
  youtubeEmbedUrl,
  youtubeVideoId,
  ZCheckoutRequest,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { contestBadges, mementos, seasonalBadges, talkingBadges } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { isPurchaseLicenseActive, licenseOf } from './fan-purchase-rows';
import { priceOffer } from './price-offer';
import { readPurchaseMetadata } from './purchase-metadata';

/** What delivery reads of a fan's purchase row (fan-purchase-rows' columns). */
export type DeliveryRow = {
  id: string;
  kind: string;
  amountCents: number;
  createdAt: Date;
  refundedAt: Date | null;
  itemId: string | null;
  description: string | null;
  metadata: Record<string, unknown> | null;
  athleteNumber: number | null;
  licenseWeeks?: number | null;
};

export async function seasonalBadgeOf(db: DbOrTx, badgeId: string) {
  const [badge] = await db
    .select({
      videoUrl: seasonalBadges.videoUrl,
      year: seasonalBadges.year,
      sport: seasonalBadges.sport,
      sportType: seasonalBadges.sportType,
    })
    .from(seasonalBadges)
    .where(eq(seasonalBadges.id, badgeId));
  return badge ?? null;
}

export async function mementoOf(db: DbOrTx, mementoId: string) {
  const [memento] = await db
    .select({
      title: mementos.title,
      description: mementos.description,
      imageFileId: mementos.imageFileId,
      videoUrl: mementos.videoUrl,
    })
    .from(mementos)
    .where(eq(mementos.id, mementoId));
  return memento ?? null;
}

export async function talkingBadgeOf(db: DbOrTx, badgeId: string) {
  const [badge] = await db
    .select({
      description: talkingBadges.description,
      introFileId: talkingBadges.introFileId,
      appealFileId: talkingBadges.appealFileId,
      videoUrl: talkingBadges.videoUrl,
    })
    .from(talkingBadges)
    .where(eq(talkingBadges.id, badgeId));
  return badge ?? null;
}

/** A contest badge as its buyer's receipt shows it (deleted ones too: buyers keep theirs). */
export async function contestBadgeOf(db: DbOrTx, badgeId: string) {
  const [badge] = await db
    .select({
      description: contestBadges.description,
      introFileId: contestBadges.introFileId,
      appealFileId: contestBadges.appealFileId,
    })
    .from(contestBadges)
    .where(eq(contestBadges.id, badgeId));
  return badge ?? null;
}

/**
 * Which format of a seasonal badge the purchase bought: what its checkout recorded; a sale
 * booked without a checkout (the demo's) by its title, else the video when the badge has one.
 */
export function seasonalFormatOf(row: DeliveryRow, hasVideo: boolean): TSeasonalFormat {
  const recorded = row.metadata ? readPurchaseMetadata({ metadata: row.metadata })?.format : null;
  if (recorded) return recorded;
  if (row.description?.endsWith('(QR card)')) return 'qr';
  return hasVideo ? 'video' : 'qr';
}

/** The provider's player of a video link, from its parsed id; null for a link we cannot play. */
const embedOf = (videoUrl: string | null) => {
  const videoId = videoUrl ? youtubeVideoId(videoUrl) : null;
  return videoId ? youtubeEmbedUrl(videoId) : null;
};

const card = (purchaseId: string): TDelivery => ({
  type: 'card',
  pngUrl: deliveryFilePath(purchaseId, 'card.png'),
  pdfUrl: deliveryFilePath(purchaseId, 'card.pdf'),
  pngName: deliveryCardFileName(purchaseId, 'png'),
  pdfName: deliveryCardFileName(purchaseId, 'pdf'),
});

/**
 * What the purchase gives while its license is active; null once it has ended (the receipt
 * offers the renewal instead) and for kinds delivered elsewhere (a call, pizza money).
 * A seasonal video is the provider's player built from the video id parsed out of the athlete's
 * link; the link itself never reaches the page.
 */
export async function deliveryOf(
  db: DbOrTx,
  row: DeliveryRow,
  publicUrl: string,
  now: Date,
): Promise<TDelivery | null> {
  const kind = row.kind as TFanPurchaseKind;
  // A contest badge is the buyer's for good (no license): shown like a talking badge, its
  // description and its two images through the file route, until a refund takes it back.
  if (kind === 'contest_badge') {
    const badge =
      row.itemId && row.refundedAt === null ? await contestBadgeOf(db, row.itemId) : null;
    if (!badge) return null;
    return {
      type: 'talking',
      description: badge.description,
      embedUrl: null,
      introUrl: badge.introFileId ? deliveryFilePath(row.id, 'intro') : null,
      fullUrl: badge.appealFileId ? deliveryFilePath(row.id, 'full') : null,
    };
  }
  const verifyKind = PURCHASE_VERIFICATION_KIND[kind];
  if (!verifyKind || !isPurchaseLicenseActive(row, now)) return null;
  switch (kind) {
    case 'sport_badge':
      return card(row.id);
    case 'endorsement':
      return {
        type: 'endorsement',
        shareUrl: new URL(verificationPath(verifyKind, row.id), publicUrl).toString(),
      };
    case 'seasonal_badge': {
      const badge = row.itemId ? await seasonalBadgeOf(db, row.itemId) : null;
      if (!badge) return null;
      if (seasonalFormatOf(row, badge.videoUrl !== null) === 'qr') return card(row.id);
      return { type: 'video', embedUrl: embedOf(badge.videoUrl) };
    }
    case 'talking_badge': {
      const badge = row.itemId ? await talkingBadgeOf(db, row.itemId) : null;
      if (!badge) return null;
      return {
        type: 'talking',
        description: badge.description,
        embedUrl: embedOf(badge.videoUrl),
        introUrl: badge.introFileId ? deliveryFilePath(row.id, 'intro') : null,
        fullUrl: badge.appealFileId ? deliveryFilePath(row.id, 'full') : null,
      };
    }
    case 'momento': {
      const memento = row.itemId ? await mementoOf(db, row.itemId) : null;
      if (!memento) return null;
      return {
        type: 'memento',
        title: memento.title,
        description: memento.description,
        imageUrl: memento.imageFileId ? deliveryFilePath(row.id, 'memento') : null,
        embedUrl: embedOf(memento.videoUrl),
      };
    }
    default:
      return null;
  }
}

/** The checkout request that buys the same item again, or null for what cannot be bought again. */
async function sameItem(db: DbOrTx, row: DeliveryRow) {
  const athleteNumber = row.athleteNumber ?? 0;
  switch (row.kind) {
    case 'sport_badge':
      return { item: 'sport_badge', athleteNumber };
    // The fan chose the dollars (one week each): the same length again.
    case 'endorsement':
      return { item: 'endorsement', athleteNumber, dollars: row.amountCents / 100 };
    case 'seasonal_badge': {
      const badge = row.itemId ? await seasonalBadgeOf(db, row.itemId) : null;
      if (!badge) return null;
      const format = seasonalFormatOf(row, badge.videoUrl !== null);
      return { item: 'seasonal_badge', badgeId: row.itemId, format };
    }
    case 'talking_badge':
      return { item: 'talking_badge', badgeId: row.itemId };
    case 'momento':
      return { item: 'memento', mementoId: row.itemId };
    default:
      return null;
  }
}

/**
 * An ended license's renewal: the same item priced now by the checkout's own pricing (the
 * athlete may have changed it), which the fan starts like any purchase. Null while the license
 * is active, and when the item is no longer on sale (the pricing refuses it).
 */
export async function renewalOf(db: DbOrTx, row: DeliveryRow, now: Date): Promise<TRenewal | null> {
  const kind = row.kind as TFanPurchaseKind;
  // A refunded purchase is not renewed from its receipt: the buyer got the money back.
  if (!PURCHASE_VERIFICATION_KIND[kind] || row.refundedAt !== null || licenseOf(row, now).active) {
    return null;
  }
  const parsed = ZCheckoutRequest.safeParse(await sameItem(db, row));
  if (!parsed.success) return null;
  try {
    const offer = await priceOffer(db, parsed.data);
    return { request: parsed.data, amountCents: offer.amountCents };
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
