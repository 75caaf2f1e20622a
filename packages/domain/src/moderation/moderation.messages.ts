import type { TModerationKind, TModerationPlace, TModerationState } from './moderation.limits';

export const moderationMessages = {
  reasonRequired: 'Write the reason the athlete will read.',
  reasonTooLong: 'Use at most 500 characters.',
  kindInvalid: 'Choose a kind from the list.',
  stateInvalid: 'Choose a state from the list.',
  noImage: 'This item has no image (a post, or its file was removed).',
  reviewed: 'Marked as reviewed.',
  hidden: 'Hidden from the public pages. The athlete was told why.',
  /** The athlete's notification. */
  hiddenNotice: (what: string, reason: string) =>
    `An operator hid your ${what} from the public pages: ${reason}`,
} as const;

export const MODERATION_KIND_LABELS: Record<TModerationKind, string> = {
  'athlete-photo': 'Athlete photo',
  'qr-image': 'QR image',
  'badge-image': 'Badge image',
  'blog-post': 'Blog post',
};

/** How the athlete's notification names what was hidden. */
export const MODERATION_PLACE_LABELS: Record<TModerationPlace, string> = {
  'profile-photo': 'profile photo',
  'profile-qr': 'QR code image',
  'seasonal-qr': "seasonal badge's QR image",
  'talking-intro': "talking badge's introducing image",
  'talking-appeal': "talking badge's appealing image",
  'memento-image': "memento's image",
  'blog-post': 'blog post',
};

export const MODERATION_STATE_LABELS: Record<TModerationState, string> = {
  pending: 'Waiting for review',
  reviewed: 'Reviewed',
  hidden: 'Hidden',
};

/** The console's Moderation screen (/console/moderation). */
export const moderationTexts = {
  title: 'Moderation',
  intro:
    'New and changed athlete photos, QR images, badge images and blog posts are published at once and listed here for review.',
  kindLabel: 'Kind',
  stateLabel: 'State',
  allKinds: 'All kinds',
  allStates: 'All states',
  columns: ['Item', 'Kind', 'Athlete', 'Published', 'State', ''] as const,
  tableLabel: 'Items to review',
  empty: 'Nothing to review here.',
  loadFailed: 'The moderation queue could not be loaded.',
  markReviewed: 'Mark reviewed',
  hide: 'Hide',
  hideTitle: 'Hide from the public pages',
  hideText:
    'It disappears from the public pages at once. The athlete receives a notification with your reason.',
  reasonLabel: 'Reason for the athlete',
  confirmHide: 'Hide it',
  cancel: 'Cancel',
  reviewedBy: (email: string) => `by ${email}`,
  noPreview: 'No preview',
  preview: 'Preview',
} as const;
