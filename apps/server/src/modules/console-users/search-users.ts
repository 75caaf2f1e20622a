import {
  CSV_EXPORT_MAX_ROWS,
  consoleUsersTexts,
  messages,
  type TConsoleUser,
  type TConsoleUserFilters,
} from '@fhp/domain';
import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import { athleteProfiles as ap, users as u } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { validationFailed } from '../../platform/http/app-error';
import { type CsvColumn, toCsv } from '../../platform/http/csv';

/**
 * The console's user search, in name order: (lower(last name), lower(first name), id) in the
 * "C" collation, the keys of `users_name_order_idx`, so the list without a search is a walk of
 * that index and a page is its keyset.
 *
 * What `q` finds, each through an index:
 * - digits: the athlete of that athlete ID (`athlete_profiles.athlete_number`, unique);
 * - with an @: the account of that e-mail, case-insensitively (`users_email_lower_idx`);
 * - a name of 3 characters or more: the accounts whose full name contains it
 *   (`users_full_name_trgm_idx`);
 * - one or two characters: the first or last names that start with them (a range of
 *   `users_name_order_idx` or `users_first_name_order_idx`).
 */

const lastKey = sql`(lower(${u.lastName}) collate "C")`;
const firstKey = sql`(lower(${u.firstName}) collate "C")`;
/** The greatest code point: `[q, q || MAX)` is every text starting with q in byte order. */
const MAX_CHAR = String.fromCodePoint(0x10ffff);

type UserKey = { last: string; first: string; id: string };

export function encodeUserCursor(key: UserKey): string {
  return Buffer.from(JSON.stringify([key.last, key.first, key.id])).toString('base64url');
}

/** The list's cursor; an unreadable one is the client's error (400), never a silent first page. */
export function userCursorParam(value: string | undefined): UserKey | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      typeof parsed[2] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(parsed[2])
    ) {
      return { last: parsed[0], first: parsed[1], id: parsed[2] };
    }
  } catch {
    // falls through to the 400
  }
  throw validationFailed({ cursor: messages.platform.invalidCursor });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchOf(q: string | undefined): SQL | undefined {
  const text = q?.trim().toLowerCase();
  if (!text) return undefined;
  if (/^\d{1,9}$/.test(text)) return eq(ap.athleteNumber, Number(text));
  if (text.includes('@')) return sql`lower(${u.email}) = ${text}`;
  if (text.length >= 3) {
    return sql`lower(${u.firstName} || ' ' || ${u.lastName}) like ${`%${escapeLike(text)}%`}`;
  }
  const end = `${text}${MAX_CHAR}`;
  return sql`((${lastKey} >= ${text} and ${lastKey} < ${end})
    or (${firstKey} >= ${text} and ${firstKey} < ${end}))`;
}

function filtersOf(filters: TConsoleUserFilters): SQL[] {
  const where: SQL[] = [];
  const search = searchOf(filters.q);
  if (search) where.push(search);
  switch (filters.role) {
    case 'manager':
      where.push(eq(u.role, 'fan'), eq(u.isManager, true));
      break;
    case undefined:
      break;
    default:
      where.push(eq(u.role, filters.role));
  }
  if (filters.state === 'blocked') where.push(eq(u.blocked, true));
  if (filters.state === 'active') where.push(not(u.blocked));
  return where;
}

const columns = {
  id: u.id,
  role: u.role,
  isManager: u.isManager,
  blocked: u.blocked,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  athleteNumber: ap.athleteNumber,
  createdAt: u.createdAt,
  lastLoggedInAt: u.lastLoggedInAt,
  lastKey: sql<string>`${lastKey}`,
  firstKey: sql<string>`${firstKey}`,
};

type Row = {
  id: string;
  role: TConsoleUser['role'];
  isManager: boolean;
  blocked: boolean;
  firstName: string;
  lastName: string;
  email: string;
  athleteNumber: number | null;
  createdAt: Date;
  lastLoggedInAt: Date | null;
  lastKey: string;
  firstKey: string;
};

export const fullName = (r: { firstName: string; lastName: string }) =>
  `${r.firstName} ${r.lastName}`.trim();

export const toConsoleUser = (r: Omit<Row, 'lastKey' | 'firstKey'>): TConsoleUser => ({
  id: r.id,
  role: r.role,
  isManager: r.isManager,
  blocked: r.blocked,
  name: fullName(r),
  email: r.email,
  athleteNumber: r.athleteNumber,
  createdAt: r.createdAt.toISOString(),
  lastSignInAt: r.lastLoggedInAt?.toISOString() ?? null,
});

function selectUsers(db: DbOrTx, where: SQL[], limit: number) {
  return db
    .select(columns)
    .from(u)
    .leftJoin(ap, eq(ap.userId, u.id))
    .where(and(...where))
    .orderBy(lastKey, firstKey, u.id)
    .limit(limit);
}

/** A page of the search, in name order. */
export async function searchUsers(
  db: DbOrTx,
  filters: TConsoleUserFilters,
  page: { cursor: UserKey | null; limit: number },
) {
  const where = filtersOf(filters);
  if (page.cursor) {
    const c = page.cursor;
    where.push(
      sql`(${lastKey}, ${firstKey}, ${u.id}) > (${c.last} collate "C", ${c.first} collate "C", ${c.id}::uuid)`,
    );
  }
  const rows: Row[] = await selectUsers(db, where, page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toConsoleUser),
    nextCursor:
      rows.length > page.limit && last
        ? encodeUserCursor({ last: last.lastKey, first: last.firstKey, id: last.id })
        : null,
  };
}

const t = consoleUsersTexts;
const roleName = (r: Row) =>
  `${t.roleNames[r.role] ?? r.role}${r.role === 'fan' && r.isManager ? ` (${t.managerBadge})` : ''}`;

const CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'User ID', value: (r) => r.id },
  { header: 'Name', value: (r) => fullName(r) },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Role', value: roleName },
  {
    header: 'Athlete ID',
    value: (r) => (r.athleteNumber == null ? null : String(r.athleteNumber)),
  },
  { header: 'Blocked', value: (r) => (r.blocked ? 'yes' : 'no') },
  { header: 'Created', value: (r) => r.createdAt.toISOString() },
  { header: 'Last sign-in', value: (r) => r.lastLoggedInAt?.toISOString() ?? null },
];

/** The same search as CSV, in name order, at most CSV_EXPORT_MAX_ROWS rows. */
export async function usersCsv(db: DbOrTx, filters: TConsoleUserFilters): Promise<string> {
  const rows: Row[] = await selectUsers(db, filtersOf(filters), CSV_EXPORT_MAX_ROWS);
  return toCsv(CSV_COLUMNS, rows);
}
