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
 * - an e-mail's start, case-insensitively (a range of `users_email_prefix_idx`, in "C");
 * - without an @, also a name: from 3 characters the accounts whose full name contains it
 *   (`users_full_name_trgm_idx`), with one or two the first or last names that start with
 *   them (a range of `users_name_order_idx` or `users_first_name_order_idx`).
 */

const lastKey = sql`(lower(${u.lastName}) collate "C")`;
const firstKey = sql`(lower(${u.firstName}) collate "C")`;
const emailKey = sql`(lower(${u.email}) collate "C")`;
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

const startsWith = (key: SQL, text: string) =>
  sql`(${key} >= ${text} and ${key} < ${`${text}${MAX_CHAR}`})`;

function searchOf(q: string | undefined): SQL | undefined {
  const text = q?.trim().toLowerCase();
  if (!text) return undefined;
  if (/^\d{1,9}$/.test(text)) return eq(ap.athleteNumber, Number(text));
  const email = startsWith(emailKey, text);
  if (text.includes('@')) return email;
  const name =
    text.length >= 3
      ? sql`lower(${u.firstName} || ' ' || ${u.lastName}) like ${`%${escapeLike(text)}%`}`
      : sql`(${startsWith(lastKey, text)} or ${startsWith(firstKey, text)})`;
  return sql`(${name} or ${email})`;
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

/**
 * The name order. Without a search it is the walk of `users_name_order_idx`. With one, the
 * same order is spelled so that no index provides it (`|| ''`): the planner then finds the
 * matches through the search's indexes and sorts them, instead of walking the whole name
 * order for the first matches, which it takes for cheap on a LIMIT and which reads every
 * account before them (140 ms for "qu" at 20,000 accounts when the Quills are last).
 */
function orderKeys(searching: boolean) {
  return searching
    ? {
        last: sql`(lower(${u.lastName}) || '') collate "C"`,
        first: sql`(lower(${u.firstName}) || '') collate "C"`,
      }
    : { last: lastKey, first: firstKey };
}

function selectUsers(
  db: DbOrTx,
  filters: TConsoleUserFilters,
  cursor: UserKey | null,
  limit: number,
) {
  const where = filtersOf(filters);
  const keys = orderKeys(Boolean(filters.q?.trim()));
  if (cursor) {
    where.push(
      sql`(${keys.last}, ${keys.first}, ${u.id}) > (${cursor.last} collate "C", ${cursor.first} collate "C", ${cursor.id}::uuid)`,
    );
  }
  return db
    .select(columns)
    .from(u)
    .leftJoin(ap, eq(ap.userId, u.id))
    .where(and(...where))
    .orderBy(keys.last, keys.first, u.id)
    .limit(limit);
}

/** The statement of a page of the search (limit + 1 rows: one more tells a next page). */
export function searchStatement(
  db: DbOrTx,
  filters: TConsoleUserFilters,
  page: { cursor: UserKey | null; limit: number },
) {
  return selectUsers(db, filters, page.cursor, page.limit + 1);
}

/** A page of the search, in name order. */
export async function searchUsers(
  db: DbOrTx,
  filters: TConsoleUserFilters,
  page: { cursor: UserKey | null; limit: number },
) {
  const rows: Row[] = await searchStatement(db, filters, page);
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
  const rows: Row[] = await selectUsers(db, filters, null, CSV_EXPORT_MAX_ROWS);
  return toCsv(CSV_COLUMNS, rows);
}
