import { messages, randomIssueNumber } from '@fhp/domain';
import { athleteIssues as i } from '../../db/schema';
import { addAdminNotification, announceInboxChange } from '../../platform/events/operator-inbox';
import type { AppServices } from '../../platform/services';
import { issueColumns, toIssueItem } from './list-issues';

/** Raises an issue and tells the operators (admin notification 'athlete-issue'), atomically. */
export async function raiseIssue(
  services: Pick<AppServices, 'db' | 'events'>,
  userId: string,
  message: string,
) {
  const issue = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(i)
      .values({ userId, message, issueNumber: randomIssueNumber() })
      .returning(issueColumns);
    if (!row) throw new Error('issue insert returned nothing');
    await addAdminNotification(tx, 'athlete-issue', row.id);
    return row;
  });
  await announceInboxChange(services);
  return { message: messages.issues.submitted, issue: toIssueItem(issue) };
}
