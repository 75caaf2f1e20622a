import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { authAttempts } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

export type AttemptScope = 'login-account' | 'login-ip' | 'reset-account' | 'reset-ip';

/**
 * Counts attempts in a sliding window, in the database so every process sees the same
 * counts. Old rows for a key are pruned when a new one is recorded.
 */
export async function countAttempts(
  db: DbOrTx,
  scope: AttemptScope,
  key: string,
  windowMs: number,
) {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.scope, scope),
        eq(authAttempts.key, key),
        gt(authAttempts.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

export async function recordAttempt(
  db: DbOrTx,
  scope: AttemptScope,
  key: string,
  windowMs: number,
) {
  const since = new Date(Date.now() - windowMs);
  await db
    .delete(authAttempts)
    .where(
      and(
        eq(authAttempts.scope, scope),
        eq(authAttempts.key, key),
        lt(authAttempts.createdAt, since),
      ),
    );
  await db.insert(authAttempts).values({ scope, key });
}

export async function clearAttempts(db: DbOrTx, scope: AttemptScope, key: string) {
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.scope, scope), eq(authAttempts.key, key)));
}
