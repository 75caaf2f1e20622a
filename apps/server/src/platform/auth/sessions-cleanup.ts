import { lt, or } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { Db } from '../db/database';
import { defineJob } from '../jobs/job-queue';

/**
 * Deletes sessions that can no longer sign anyone in: past their lifetime, or unused for longer
 * than the idle timeout (`findSession` refuses both already; this only frees the rows).
 */
export async function pruneSessions(db: Db, idleMs: number, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}

export const expiredSessionsCleanup = defineJob('expired-sessions-cleanup', async (services) => {
  await pruneSessions(services.db, services.config.sessionIdleMs);
});
