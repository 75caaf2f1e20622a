import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { ZRole } from '../users/users.schemas';

/**
 * The console's users (/console/users): every account an operator may look up. A manager is a
 * fan flagged as manager, so the role filter has one more choice than the roles.
 */
export const CONSOLE_USER_ROLE_FILTERS = [
  'athlete',
  'fan',
  'manager',
  'school-admin',
  'admin',
] as const;
export const ZConsoleUserRoleFilter = z.enum(CONSOLE_USER_ROLE_FILTERS);
export type TConsoleUserRoleFilter = z.infer<typeof ZConsoleUserRoleFilter>;

/** Blocked accounts only, or those not blocked. */
export const CONSOLE_USER_STATE_FILTERS = ['blocked', 'active'] as const;
export const ZConsoleUserStateFilter = z.enum(CONSOLE_USER_STATE_FILTERS);
export type TConsoleUserStateFilter = z.infer<typeof ZConsoleUserStateFilter>;

/** The longest search text: a full name or an e-mail address. */
export const CONSOLE_USER_SEARCH_MAX = 254;
/** A reason or a note, at most this long. */
export const CONSOLE_USER_NOTE_MAX = 2000;
/** How many of a user's sales, purchases, sessions and notes the user's page lists. */
export const CONSOLE_USER_RECENT_ROWS = 10;

/**
 * The list's filters, combined with AND. `q` is an athlete ID (digits), an e-mail address
 * (contains @, exact and case-insensitive) or a name (a part of the full name; one or two
 * letters: the start of the first or last name).
 */
export const ZConsoleUserFilters = z.object({
  q: z.string().trim().max(CONSOLE_USER_SEARCH_MAX).optional(),
  role: ZConsoleUserRoleFilter.optional(),
  state: ZConsoleUserStateFilter.optional(),
});
export type TConsoleUserFilters = z.infer<typeof ZConsoleUserFilters>;

export const ZConsoleUserQuery = ZPageQuery.extend(ZConsoleUserFilters.shape);

/** One account in the list. */
export const ZConsoleUser = z.object({
  id: z.uuid(),
  role: ZRole,
  isManager: z.boolean(),
  blocked: z.boolean(),
  name: z.string(),
  email: z.string(),
  /** The athlete ID (athletes only). */
  athleteNumber: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
});
export type TConsoleUser = z.infer<typeof ZConsoleUser>;
export const ZConsoleUserPage = pageOf(ZConsoleUser);

export const ZConsoleUserParams = z.object({ id: z.uuid() });

/** An athlete's facts on their page. */
export const ZConsoleAthleteFacts = z.object({
  athleteNumber: z.number().int(),
  sport: z.string().nullable(),
  school: z.string().nullable(),
  state: z.string().nullable(),
  payoutEmail: z.string().nullable(),
  registrationStatus: z.string(),
});

/** A sale or a purchase on a user's page. */
export const ZConsoleUserSale = z.object({
  id: z.uuid(),
  kind: z.string(),
  amountCents: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The other side: the buyer of a sale, the athlete of a purchase (null: a visitor, the platform). */
  counterpartyId: z.uuid().nullable(),
  counterpartyName: z.string().nullable(),
});
export type TConsoleUserSale = z.infer<typeof ZConsoleUserSale>;

/** Count and total of all the rows, and the newest CONSOLE_USER_RECENT_ROWS. */
export const ZConsoleUserSales = z.object({
  count: z.number().int(),
  totalCents: z.number().int(),
  recent: z.array(ZConsoleUserSale),
});

export const ZConsoleUserSession = z.object({
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type TConsoleUserSession = z.infer<typeof ZConsoleUserSession>;

/** An operator's note on a user: written once, never edited. */
export const ZConsoleUserNote = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  authorEmail: z.string(),
  text: z.string(),
});
export type TConsoleUserNote = z.infer<typeof ZConsoleUserNote>;

/** GET /api/console/users/:id: the user's page. */
export const ZConsoleUserDetail = z.object({
  user: ZConsoleUser,
  athlete: ZConsoleAthleteFacts.nullable(),
  /** The wallet's balance from the ledger (athletes only; 0 without a wallet yet). */
  walletBalanceCents: z.number().int().nullable(),
  /** Sales where they are the athlete (athletes only). */
  sales: ZConsoleUserSales.nullable(),
  /** What they bought. */
  purchases: ZConsoleUserSales,
  sessions: z.object({ count: z.number().int(), recent: z.array(ZConsoleUserSession) }),
  notes: z.object({ count: z.number().int(), recent: z.array(ZConsoleUserNote) }),
});
export type TConsoleUserDetail = z.infer<typeof ZConsoleUserDetail>;

const reason = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(CONSOLE_USER_NOTE_MAX, 'The text is too long (2000 characters at most)');

/** Block or unblock: the operator says why (kept in the audit log). */
export const ZConsoleUserReason = z.object({ reason: reason('Write the reason.') });
export type TConsoleUserReason = z.infer<typeof ZConsoleUserReason>;

/** Flag a fan as manager, or take the flag back. */
export const ZConsoleManagerFlag = z.object({ isManager: z.boolean() });
export type TConsoleManagerFlag = z.infer<typeof ZConsoleManagerFlag>;

export const ZConsoleUserNoteRequest = z.object({ text: reason('Write the note.') });
export type TConsoleUserNoteRequest = z.infer<typeof ZConsoleUserNoteRequest>;

/** What an action answers: the catalogue's confirmation. */
export const ZConsoleUserActionResponse = z.object({ message: z.string() });
