import type { TOutboxEmail, TOutboxEmailsPage } from '@fhp/domain';
import { desc, sql } from 'drizzle-orm';
import { emailOutbox as e } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { type Cursor, toPage } from '../../platform/http/cursor';

/**
 * Rows older than the cursor's row. `created_at` keeps microseconds but the cursor only
 * milliseconds, so the exact value is read back from the cursor's row (a primary-key lookup);
 * the cursor's own timestamp is the fallback when that row is gone.
 */
function after(cursor: Cursor) {
  const exact = sql`(select c.created_at from email_outbox c where c.id = ${cursor.id}::uuid)`;
  const fallback = sql`${cursor.createdAt.toISOString()}::timestamptz`;
  return sql`(${e.createdAt}, ${e.id}) < (coalesce(${exact}, ${fallback}), ${cursor.id}::uuid)`;
}

/** One page of the outbox, newest first, on the (created_at desc, id desc) index. */
export async function listOutbox(
  db: DbOrTx,
  query: { cursor: Cursor | null; limit: number },
): Promise<TOutboxEmailsPage> {
  const rows = await db
    .select()
    .from(e)
    .where(query.cursor ? after(query.cursor) : undefined)
    .orderBy(desc(e.createdAt), desc(e.id))
    // One extra row tells whether another page exists without a count query.
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(toItem), nextCursor: page.nextCursor };
}

function toItem(row: typeof e.$inferSelect): TOutboxEmail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
