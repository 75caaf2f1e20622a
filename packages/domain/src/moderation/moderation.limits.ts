/** What operators review: published at once, listed for review (issue 34, item 8). */
export const MODERATION_KINDS = ['athlete-photo', 'qr-image', 'badge-image', 'blog-post'] as const;
export type TModerationKind = (typeof MODERATION_KINDS)[number];

/**
 * Where the item is shown, which says what hiding it undoes: the athlete's photo or QR code
 * (profile), a seasonal badge's QR image, a talking badge's introducing or appealing image, a post.
 */
export const MODERATION_PLACES = [
  'profile-photo',
  'profile-qr',
  'seasonal-qr',
  'talking-intro',
  'talking-appeal',
  'memento-image',
  'blog-post',
] as const;
export type TModerationPlace = (typeof MODERATION_PLACES)[number];

export const MODERATION_KIND_OF_PLACE: Record<TModerationPlace, TModerationKind> = {
  'profile-photo': 'athlete-photo',
  'profile-qr': 'qr-image',
  'seasonal-qr': 'qr-image',
  'talking-intro': 'badge-image',
  'talking-appeal': 'badge-image',
  'memento-image': 'badge-image',
  'blog-post': 'blog-post',
};

/** pending: published, waiting for an operator; reviewed: kept; hidden: taken off the public pages. */
export const MODERATION_STATES = ['pending', 'reviewed', 'hidden'] as const;
export type TModerationState = (typeof MODERATION_STATES)[number];

export const MODERATION_REASON_MAX = 500;
