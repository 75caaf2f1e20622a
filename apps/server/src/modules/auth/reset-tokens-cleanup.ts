import { isNotNull, lt, or } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { defineJob } from '../../platform/jobs/job-queue';

/** Deletes reset links that can no longer be used: spent or expired. */
export async function pruneResetTokens(db: Db, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(passwordResetTokens)
    .where(or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)))
    .returning({ id: passwordResetTokens.id });
  return deleted.length;
}

export const resetTokensCleanup = defineJob('reset-tokens-cleanup', async (services) => {
  await pruneResetTokens(services.db);
});
