import { z } from 'zod';
import { YOUTUBE_VIDEO_URL } from '../profile/profile.limits';

/**
 * What a purchase delivers (issue 33): the thing the fan paid for, on the receipt page, for as
 * long as the license is active. Files are never addressed by a storage URL: each goes through
 * GET /api/fan/purchases/:id/files/:file, which checks the session and the license on every
 * request (decision 0048).
 */

/** The files a purchase can deliver: the printable card (PNG and PDF) and a talking badge's images. */
export const DELIVERY_FILES = ['card.png', 'card.pdf', 'intro', 'full', 'memento'] as const;
export type TDeliveryFile = (typeof DELIVERY_FILES)[number];

/** The route of one delivered file (the file route checks who asks, and the license). */
export const deliveryFilePath = (purchaseId: string, file: TDeliveryFile) =>
  `/api/fan/purchases/${purchaseId}/files/${file}`;

/** The download name of a card, e.g. FHP_Card_1a2b3c4d.pdf. */
export const deliveryCardFileName = (purchaseId: string, ext: 'png' | 'pdf') =>
  `FHP_Card_${purchaseId.slice(0, 8)}.${ext}`;

/**
 * The YouTube video id of a link the YOUTUBE_VIDEO_URL rule accepts (watch?v=, embed/, shorts/,
 * youtu.be/), or null. Only this id reaches the page: the player is built from it, never from
 * the link as the athlete typed it.
 */
export function youtubeVideoId(url: string): string | null {
  const trimmed = url.trim();
  if (!YOUTUBE_VIDEO_URL.test(trimmed)) return null;
  const match = /(?:[?&]v=|embed\/|shorts\/|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(trimmed);
  return match?.[1] ?? null;
}

/** The privacy-enhanced embed of a YouTube video (no cookies until the fan presses play). */
export const youtubeEmbedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${videoId}`;

export const ZDelivery = z.discriminatedUnion('type', [
  /** A seasonal online video: the provider's player, or null when its link is not one we can play. */
  z.object({ type: z.literal('video'), embedUrl: z.string().nullable() }),
  /** A talking badge: the athlete's video (its player, as above) and its images, through the file route. */
  z.object({
    type: z.literal('talking'),
    description: z.string(),
    embedUrl: z.string().nullable(),
    introUrl: z.string().nullable(),
    fullUrl: z.string().nullable(),
  }),
  /** A QR card or a sport badge: print-ready files carrying the verification QR code. */
  z.object({
    type: z.literal('card'),
    pngUrl: z.string(),
    pdfUrl: z.string(),
    pngName: z.string(),
    pdfName: z.string(),
  }),
  /** A memento: its image through the file route, and its short video's player when it has one. */
  z.object({
    type: z.literal('memento'),
    title: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    embedUrl: z.string().nullable(),
  }),
  /** An endorsement: its public display is its verification page; shareUrl is its full address. */
  z.object({ type: z.literal('endorsement'), shareUrl: z.string() }),
]);
export type TDelivery = z.infer<typeof ZDelivery>;

export const ZDeliveryFileParams = z.object({
  id: z.uuid(),
  file: z.enum(DELIVERY_FILES),
});
