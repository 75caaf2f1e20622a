import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Cursor } from '../http/cursor';

/**
 * Keyset paging on (created_at, id), newest first, with the two traps of
 * docs/ARCHITECTURE.md handled: the order is spelled `desc nulls last` to match drizzle's
 * `.desc()` indexes, and the cursor row's exact microsecond `created_at` is read back by id
 * (the cursor carries milliseconds; its own time is the fallback when the row was deleted).
 * The outer query's owner filter still applies, so a foreign cursor only positions the page.
 */
export function afterCursor(
  table: PgTable,
  columns: { createdAt: AnyPgColumn; id: AnyPgColumn },
  cursor: Cursor,
): SQL {
  return sql`(${columns.createdAt}, ${columns.id}) < (coalesce(
    (select c.created_at from ${table} c where c.id = ${cursor.id}::uuid),
    ${cursor.createdAt.toISOString()}::timestamptz), ${cursor.id}::uuid)`;
}

export function newestFirst(columns: { createdAt: AnyPgColumn; id: AnyPgColumn }): SQL[] {
  return [sql`${columns.createdAt} desc nulls last`, sql`${columns.id} desc nulls last`];
}
