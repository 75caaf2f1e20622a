import { shellMessages } from '../platform/shell.messages';
import { PAYOUT_EMAIL_ROW_PATH } from '../shell/athlete-menu';
import { FAN_BELL_TYPES } from './fan-notifications';

/** The fan's notifications that are about one athlete: a click opens their page. */
const ATHLETE_PAGE_TYPES: ReadonlySet<string> = new Set([
  FAN_BELL_TYPES.newItem,
  FAN_BELL_TYPES.pizzaMoneyAccepted,
]);

/** Notifications screen texts (spec part 1, sections 2 and 8), spelling corrected. */
export const notificationsMessages = {
  unreadTab: 'Unread',
  readTab: 'Read',
  noUnread: 'No Unread Notifications.',
  noRead: 'No Read Notifications.',
  loadMore: shellMessages.loadMore,
  emailFanButton: 'Send Email to Fan who Bought my badge',
  emailSent: 'Email Send Successfully',
  emailFailed: 'Error occurred, try again!',
  notEndorsement: 'Only endorsement notifications can be answered by e-mail.',
  adminMessagePrefix: 'Admin sends a message: ',
  endorsementSubject: 'Response from Athlete',
  endorsementTitle: 'A sports fan bought an endorsement badge from you',
  fanLabel: 'Fan',
  listLabel: 'Notifications',
  loadFailed: 'Notifications could not be loaded.',
  markReadFailed: 'The notification could not be marked as read.',
  markAllRead: 'Mark all as read',
  /** The confirmation toast of Mark all as read. */
  allMarkedRead: 'All notifications are marked as read.',
  typeLabels: {
    endorsement: 'Endorsement',
    contest: 'Contest',
    admin: 'Admin message',
    sale: 'Sale',
    'payout-email-changed': 'Account security',
    'athlete-new-item': 'New from an athlete',
    'pizza-money-accepted': 'Pizza money',
    'payment-refunded': 'Refund',
    resolution: 'Resolution Center',
    // The school administrator's (school-area.texts.ts SCHOOL_NOTIFICATION_TYPES).
    'school-athlete-registered': 'New athlete',
    'school-ip-accepted': 'IP contract accepted',
    'school-ip-sale': 'Sale under the IP contract',
  } as Record<string, string>,
  otherTypeLabel: 'Notification',
} as const;

/**
 * Where a click on a notification goes (spec section 2); null stays on the list. A fan's
 * notification about an athlete opens the athlete's page (where they donate or buy).
 */
export function notificationTarget(
  type: string,
  athleteNumber?: number | null,
  resolutionId?: string | null,
): string | null {
  if (athleteNumber != null && ATHLETE_PAGE_TYPES.has(type)) return `/athletes/${athleteNumber}`;
  if (type === 'contest') return '/admin/athlete-contest';
  if (type === 'admin') return '/admin/sports-community-badge';
  if (type === 'payout-email-changed') return PAYOUT_EMAIL_ROW_PATH;
  if (type === 'resolution') {
    return resolutionId ? `/admin/resolution-detail/${resolutionId}` : '/admin/resolution-center';
  }
  return null;
}

/** The thank-you e-mail an athlete sends to a fan who bought the endorsement badge. */
export function endorsementThankYouText(athleteName: string, chatHomeUrl: string): string {
  return [
    'Hello,',
    '',
    `Thank you for buying my endorsement badge! I am available to chat with you. Visit ${chatHomeUrl} to start a chat with me.`,
    '',
    `${athleteName}`,
  ].join('\n');
}
