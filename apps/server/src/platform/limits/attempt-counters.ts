import { and, eq, lte, sql } from 'drizzle-orm';
import { attemptCounters } from '../../db/schema';
import type { DbOrTx } from '../db/database';
import { defineJob } from '../jobs/job-queue';

/** One thing a request must stay under: at most `max` attempts per `key` in each window. */
export type AttemptLimit = { scope: string; key: string; max: number; windowMs: number };

/** The counters a request took, so a success can give its attempt back. */
export type AttemptTicket = { scope: string; key: string; windowStart: Date }[];

/** Fixed windows aligned to the epoch: every process computes the same window for `now`. */
export const windowStartOf = (now: number, windowMs: number) =>
  new Date(Math.floor(now / windowMs) * windowMs);

class LimitReached extends Error {}

/**
 * Takes one attempt from every limit, all or none: each counter is one upsert that adds 1
 * only while it is below its maximum (the row lock serializes parallel requests, in this
 * process or another), in one transaction that is rolled back if any limit is reached. So
 * a refused request counts nowhere, and no burst gets more than `max` attempts through.
 * Returns null when a limit is reached; call it before the expensive or guessable work.
 */
export async function takeAttempts(
  db: DbOrTx,
  limits: AttemptLimit[],
  now = Date.now(),
): Promise<AttemptTicket | null> {
  try {
    return await db.transaction(async (tx) => {
      const ticket: AttemptTicket = [];
      for (const limit of limits) {
        const windowStart = windowStartOf(now, limit.windowMs);
        const [row] = await tx
          .insert(attemptCounters)
          .values({
            scope: limit.scope,
            key: limit.key,
            windowStart,
            count: 1,
            expiresAt: new Date(windowStart.getTime() + limit.windowMs),
          })
          .onConflictDoUpdate({
            target: [attemptCounters.scope, attemptCounters.key, attemptCounters.windowStart],
            set: { count: sql`${attemptCounters.count} + 1` },
            setWhere: sql`${attemptCounters.count} < ${limit.max}`,
          })
          .returning({ count: attemptCounters.count });
        if (!row || limit.max < 1) throw new LimitReached();
        ticket.push({ scope: limit.scope, key: limit.key, windowStart });
      }
      return ticket;
    });
  } catch (error) {
    if (error instanceof LimitReached) return null;
    throw error;
  }
}

/** Gives back the attempts of a ticket (the request turned out not to be a failure). */
export async function refundAttempts(db: DbOrTx, ticket: AttemptTicket) {
  for (const { scope, key, windowStart } of ticket) {
    await db
      .update(attemptCounters)
      .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
      .where(
        and(
          eq(attemptCounters.scope, scope),
          eq(attemptCounters.key, key),
          eq(attemptCounters.windowStart, windowStart),
        ),
      );
  }
}

/** Forgets every window of one key, or of every key starting with `keyPrefix`. */
export async function clearAttempts(
  db: DbOrTx,
  scope: string,
  match: { key: string } | { keyPrefix: string },
) {
  await db
    .delete(attemptCounters)
    .where(
      and(
        eq(attemptCounters.scope, scope),
        'key' in match
          ? eq(attemptCounters.key, match.key)
          : sql`starts_with(${attemptCounters.key}, ${match.keyPrefix})`,
      ),
    );
}

/** Deletes the counters whose window has ended; returns how many. */
export async function pruneAttemptCounters(db: DbOrTx, now = new Date()) {
  const removed = await db
    .delete(attemptCounters)
    .where(lte(attemptCounters.expiresAt, now))
    .returning({ scope: attemptCounters.scope });
  return removed.length;
}

/** Removes ended counters (scheduled in JOB_SETTINGS). */
export const attemptCountersCleanup = defineJob('attempt-counters-cleanup', async (services) => {
  await pruneAttemptCounters(services.db);
});
