import { z } from 'zod';
import { CONSOLE_PATHS } from '../console/console.menu';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { consoleSchoolContractPath } from '../school-contracts/school-contract-documents.endpoints';

/**
 * What an admin notification (table admin_notifications) is about: its `type`. Writers add
 * types as features arrive; the inbox reads any, and filters on these.
 */
export const ADMIN_NOTIFICATION_KINDS = [
  'city',
  'sport',
  'athlete-issue',
  'resolution',
  'withdrawal',
  'news-suggestion',
  'institute',
  'school-contract-signed',
  'school-contract-request',
] as const;
export type TAdminNotificationKind = (typeof ADMIN_NOTIFICATION_KINDS)[number];

/** The inbox's read filter: unread (status false), read, or both. */
export const INBOX_STATES = ['unread', 'read', 'all'] as const;
export type TInboxState = (typeof INBOX_STATES)[number];

export const ZInboxFilters = z.object({
  kind: z.enum(ADMIN_NOTIFICATION_KINDS).optional(),
  state: z.enum(INBOX_STATES).default('all'),
});
export type TInboxFilters = z.input<typeof ZInboxFilters>;
export const ZInboxQuery = ZPageQuery.extend(ZInboxFilters.shape);

export const ZInboxItem = z.object({
  id: z.uuid(),
  kind: z.string(),
  /** The id of the record it is about (a request, an issue, a withdrawal, ...). */
  notifyId: z.string(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Who it concerns, when a person does (the athlete who asked, the visitor's e-mail). */
  who: z.string().nullable(),
  /** What it is about, in words: the city and state asked for, the text, ... */
  about: z.string(),
  /** The console screen that opens the record; null when none does yet. */
  href: z.string().nullable(),
});
export type TInboxItem = z.infer<typeof ZInboxItem>;
export const ZInboxPage = pageOf(ZInboxItem);

/**
 * The unread count is counted up to this many (a bounded index scan however long the backlog):
 * the top bar shows `999+` beyond.
 */
export const INBOX_UNREAD_CAP = 1000;
export const ZInboxSummary = z.object({ unread: z.number().int().min(0).max(INBOX_UNREAD_CAP) });
export type TInboxSummary = z.infer<typeof ZInboxSummary>;

export const ZInboxId = z.object({ id: z.uuid() });
export const ZInboxMarked = ZInboxSummary;

/** The count as the top bar shows it: `999+` at the cap. */
export function formatUnread(unread: number): string {
  return unread >= INBOX_UNREAD_CAP ? `${INBOX_UNREAD_CAP - 1}+` : String(unread);
}

/** The console screen an admin notification opens. */
export function inboxHref(kind: string, notifyId: string): string | null {
  const id = encodeURIComponent(notifyId);
  switch (kind) {
    case 'city':
    case 'sport':
    case 'news-suggestion':
      return `${CONSOLE_PATHS.requests}?kind=${kind}&id=${id}`;
    case 'athlete-issue':
      return `${CONSOLE_PATHS.requests}?kind=issue&id=${id}`;
    case 'resolution':
      return `${CONSOLE_PATHS.resolutions}/${id}`;
    case 'withdrawal':
      return `${CONSOLE_PATHS.money}?withdrawal=${id}`;
    // Signed by the school: the console's contract screen, where it is countersigned.
    case 'school-contract-signed':
      return consoleSchoolContractPath(notifyId);
    case 'school-contract-request':
      return `${CONSOLE_PATHS.schools}?tab=requests&id=${id}`;
    case 'institute':
      return `${CONSOLE_PATHS.schools}?tab=institutes&id=${id}`;
    default:
      return null;
  }
}
