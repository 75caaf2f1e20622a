import { messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteIssues as i } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';

/** Deletes one of my issues; another user's is not found. */
export async function deleteIssue(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(i)
    .where(and(eq(i.id, id), eq(i.userId, userId)))
    .returning({ id: i.id });
  if (!row) throw notFound(messages.issues.deleteFailed);
  return { message: messages.issues.deleted };
}
