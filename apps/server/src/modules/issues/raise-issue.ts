import { messages, randomIssueNumber } from '@fhp/domain';
import { adminNotifications, athleteIssues as i } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { issueColumns, toIssueItem } from './list-issues';

/** Raises an issue and tells the operators (admin notification 'athlete-issue'), atomically. */
export async function raiseIssue(db: Db, userId: string, message: string) {
  const issue = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(i)
      .values({ userId, message, issueNumber: randomIssueNumber() })
      .returning(issueColumns);
    if (!row) throw new Error('issue insert returned nothing');
    await tx.insert(adminNotifications).values({ type: 'athlete-issue', notifyId: row.id });
    return row;
  });
  return { message: messages.issues.submitted, issue: toIssueItem(issue) };
}
