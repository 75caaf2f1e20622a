import { SENT_EMAIL_RETENTION_DAYS } from '@fhp/domain';
import { and, inArray, lt } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import type { Db } from '../db/database';
import { defineJob } from '../jobs/job-queue';

/**
 * Deletes outbox rows that were delivered (or, without SMTP, only recorded) longer ago than
 * SENT_EMAIL_RETENTION_DAYS. Rows still pending or failed stay: they are what an operator looks at.
 */
export async function pruneOutbox(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SENT_EMAIL_RETENTION_DAYS * 24 * 3600_000);
  const deleted = await db
    .delete(emailOutbox)
    .where(
      and(inArray(emailOutbox.status, ['sent', 'recorded']), lt(emailOutbox.createdAt, cutoff)),
    )
    .returning({ id: emailOutbox.id });
  return deleted.length;
}

export const outboxCleanupJob = defineJob('outbox-cleanup', async (services) => {
  await pruneOutbox(services.db);
});
