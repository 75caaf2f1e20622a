import { CSV_EXPORT_MAX_ROWS, type TAuditEntry, type TAuditFilters } from '@fhp/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { auditLog as a } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type CsvColumn, toCsv } from '../../platform/http/csv';
import { type Cursor, toPage } from '../../platform/http/cursor';

type AuditRow = typeof a.$inferSelect;

function filtersOf(filters: TAuditFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.action) where.push(eq(a.action, filters.action));
  if (filters.subjectType) where.push(eq(a.subjectType, filters.subjectType));
  if (filters.subjectId) where.push(eq(a.subjectId, filters.subjectId));
  if (filters.actor) where.push(sql`lower(${a.actorEmail}) = ${filters.actor.toLowerCase()}`);
  return where;
}

const toEntry = (r: AuditRow): TAuditEntry => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  actorId: r.actorId,
  actorEmail: r.actorEmail,
  action: r.action,
  subjectType: r.subjectType,
  subjectId: r.subjectId,
  before: r.before ?? null,
  after: r.after ?? null,
  note: r.note,
});

/** A page of the audit log, newest first (keyset on created_at, id). */
export async function listAudit(
  db: DbOrTx,
  filters: TAuditFilters,
  page: { cursor: Cursor | null; limit: number },
) {
  const rows = await db
    .select()
    .from(a)
    .where(and(...filtersOf(filters), page.cursor ? afterCursor(a, a, page.cursor) : undefined))
    .orderBy(...newestFirst(a))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return { items: items.map(toEntry), nextCursor };
}

const CSV_COLUMNS: readonly CsvColumn<AuditRow>[] = [
  { header: 'When', value: (r) => r.createdAt.toISOString() },
  { header: 'Operator', value: (r) => r.actorEmail },
  { header: 'Action', value: (r) => r.action },
  { header: 'Record type', value: (r) => r.subjectType },
  { header: 'Record', value: (r) => r.subjectId },
  { header: 'Note', value: (r) => r.note },
  { header: 'Before', value: (r) => (r.before == null ? null : JSON.stringify(r.before)) },
  { header: 'After', value: (r) => (r.after == null ? null : JSON.stringify(r.after)) },
];

/** The filtered audit log as CSV, newest first, at most CSV_EXPORT_MAX_ROWS rows. */
export async function auditCsv(db: DbOrTx, filters: TAuditFilters): Promise<string> {
  const rows = await db
    .select()
    .from(a)
    .where(and(...filtersOf(filters)))
    .orderBy(...newestFirst(a))
    .limit(CSV_EXPORT_MAX_ROWS);
  return toCsv(CSV_COLUMNS, rows);
}
