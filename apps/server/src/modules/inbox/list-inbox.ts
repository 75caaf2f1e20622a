import {
  CSV_EXPORT_MAX_ROWS,
  INBOX_UNREAD_CAP,
  inboxHref,
  inboxTexts,
  type TInboxFilters,
  type TInboxItem,
} from '@fhp/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { adminNotifications as n } from '../../db/schema';
import { type DbOrTx, queryRows } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type CsvColumn, toCsv } from '../../platform/http/csv';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { type Described, describeNotifications } from './describe-notifications';

type Row = typeof n.$inferSelect;

/** The filters as SQL: each combination is served by one of the table's indexes. */
function filtersOf(filters: TInboxFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.kind) where.push(eq(n.type, filters.kind));
  if (filters.state === 'unread') where.push(eq(n.status, false));
  if (filters.state === 'read') where.push(eq(n.status, true));
  return where;
}

const toItem = (r: Row, d: Described | undefined): TInboxItem => ({
  id: r.id,
  kind: r.type,
  notifyId: r.notifyId,
  read: r.status,
  createdAt: r.createdAt.toISOString(),
  who: d?.who ?? null,
  about: d?.about ?? inboxTexts.deletedRecord,
  href: inboxHref(r.type, r.notifyId),
});

/** A page of admin notifications, newest first (keyset on created_at, id), each described. */
export async function listInbox(
  db: DbOrTx,
  filters: TInboxFilters,
  page: { cursor: Cursor | null; limit: number },
) {
  const rows = await db
    .select()
    .from(n)
    .where(and(...filtersOf(filters), page.cursor ? afterCursor(n, n, page.cursor) : undefined))
    .orderBy(...newestFirst(n))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  const described = await describeNotifications(db, items);
  return {
    items: items.map((r) => toItem(r, described.get(`${r.type}:${r.notifyId}`))),
    nextCursor,
  };
}

/**
 * How many admin notifications no operator has read yet, counted up to INBOX_UNREAD_CAP: a
 * bounded scan of the status index, however long the backlog (a full count of 40k unread rows
 * took 40 ms; the top bar asks on every change).
 */
export async function unreadCount(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select 1 from ${n} where ${n.status} = false limit ${INBOX_UNREAD_CAP}) unread`,
  );
  return row?.n ?? 0;
}

const CSV_COLUMNS: readonly CsvColumn<TInboxItem>[] = [
  { header: 'When', value: (r) => r.createdAt },
  { header: 'Kind', value: (r) => inboxTexts.kinds[r.kind] ?? r.kind },
  { header: 'About', value: (r) => r.about },
  { header: 'Who', value: (r) => r.who },
  { header: 'State', value: (r) => (r.read ? inboxTexts.read : inboxTexts.unread) },
  { header: 'Record', value: (r) => r.notifyId },
];

/** The filtered inbox as CSV, newest first, at most CSV_EXPORT_MAX_ROWS rows. */
export async function inboxCsv(db: DbOrTx, filters: TInboxFilters): Promise<string> {
  const rows = await db
    .select()
    .from(n)
    .where(and(...filtersOf(filters)))
    .orderBy(...newestFirst(n))
    .limit(CSV_EXPORT_MAX_ROWS);
  const described = await describeNotifications(db, rows);
  return toCsv(
    CSV_COLUMNS,
    rows.map((r) => toItem(r, described.get(`${r.type}:${r.notifyId}`))),
  );
}
