import { messages, randomIssueNumber } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { athleteIssues as i } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { issueColumns, toIssueItem } from './list-issues';

/**
 * Editing rewrites the issue as a new 'submitted' message with a new random issue number and
 * the current time (spec section 4). Mine only.
 */
export async function editIssue(db: Db, userId: string, id: string, message: string) {
  const [row] = await db
    .update(i)
    .set({ message, issueNumber: randomIssueNumber(), status: 'submitted', createdAt: sql`now()` })
    .where(and(eq(i.id, id), eq(i.userId, userId)))
    .returning(issueColumns);
  if (!row) throw notFound();
  return { message: messages.issues.updated, issue: toIssueItem(row) };
}
