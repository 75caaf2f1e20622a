/** Social platforms an athlete may list, each once (spec part 1, section 5). */
export const SOCIAL_PLATFORMS = ['Facebook', 'Instagram', 'Twitter'] as const;
export type TSocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/**
 * The athlete's bio on their public page: plain text, shown as text (never HTML). Not in the
 * spec; issue 33 adds it so a fan meets the athlete before buying.
 */
export const ATHLETE_BIO_MAX_LENGTH = 500;

/** Recommended teammates at most (spec section 9). */
export const MAX_TEAMMATES = 3;

/** Domain patterns per platform: a profile path must follow the host. */
export const SOCIAL_URL_PATTERNS: Record<TSocialPlatform, RegExp> = {
  Facebook: /^https?:\/\/(www\.|m\.|web\.)?(facebook|fb)\.com\/[^\s]+$/i,
  Instagram: /^https?:\/\/(www\.)?instagram\.com\/[^\s]+$/i,
  Twitter: /^https?:\/\/(www\.|mobile\.)?(twitter|x)\.com\/[^\s]+$/i,
};

/**
 * A YouTube video link with an 11-character id: watch?v=, embed/, shorts/ or youtu.be/.
 * The spec's Qr_Url rule ('a video link with a v= parameter' plus the short forms).
 */
export const YOUTUBE_VIDEO_URL =
  /^(https?:\/\/)?((www\.|m\.)?youtube\.com\/(watch\?(.*&)?v=|embed\/|shorts\/)|youtu\.be\/)[A-Za-z0-9_-]{11}([?&#/].*)?$/;
