import type { TIssueItem, TIssuesPage } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteIssues as i } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';

export const issueColumns = {
  id: i.id,
  issueNumber: i.issueNumber,
  message: i.message,
  status: i.status,
  createdAt: i.createdAt,
};

export const toIssueItem = (r: {
  id: string;
  issueNumber: number;
  message: string;
  status: TIssueItem['status'];
  createdAt: Date;
}): TIssueItem => ({
  id: r.id,
  issueNumber: r.issueNumber,
  message: r.message,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

/** A page of the issues I raised, newest first. */
export async function listIssues(
  db: DbOrTx,
  userId: string,
  query: { cursor: Cursor | null; limit: number },
): Promise<TIssuesPage> {
  const rows = await db
    .select(issueColumns)
    .from(i)
    .where(and(eq(i.userId, userId), query.cursor ? afterCursor(i, i, query.cursor) : undefined))
    .orderBy(...newestFirst(i))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(toIssueItem), nextCursor: page.nextCursor };
}
