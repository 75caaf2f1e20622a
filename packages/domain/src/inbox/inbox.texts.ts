import type { TAdminNotificationKind, TInboxState } from './inbox.schemas';

/** The console's inbox (/console/inbox). */
export const inboxTexts = {
  title: 'Inbox',
  intro: 'Everything athletes and visitors asked of the operators, newest first.',
  columns: ['When', 'Kind', 'About', 'Who', 'State'] as const,
  tableLabel: 'Admin notifications',
  loadFailed: 'The inbox could not be loaded.',
  empty: 'Nothing here. New requests, issues and withdrawals arrive in this inbox.',
  kindLabel: 'Kind',
  allKinds: 'All kinds',
  stateLabel: 'State',
  kinds: {
    city: 'City request',
    sport: 'Sport request',
    'athlete-issue': 'Athlete issue',
    resolution: 'Resolution',
    withdrawal: 'Withdrawal',
    'news-suggestion': 'News suggestion',
    institute: 'Institute request',
    'school-contract-signed': 'School contract signed',
    'school-contract-request': 'School contract request',
  } satisfies Record<TAdminNotificationKind, string> as Record<string, string>,
  states: { unread: 'Unread', read: 'Read', all: 'All' } satisfies Record<TInboxState, string>,
  unread: 'Unread',
  read: 'Read',
  open: 'Open',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  markAllConfirmTitle: 'Mark every notification read?',
  markAllConfirmText: 'The unread count goes to zero for every operator.',
  cancel: 'Cancel',
  unreadCount: (n: number) => `${n} unread`,
  /** Words for a notification whose record is gone or whose kind the inbox does not know. */
  unknownRecord: (kind: string, id: string) => `${kind} ${id}`,
  deletedRecord: 'The record was deleted.',
} as const;

/** What the inbox's actions answer (toasts). */
export const inboxMessages = {
  markedRead: 'Marked read',
  allMarkedRead: 'All notifications marked read',
} as const;
