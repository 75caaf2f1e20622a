import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/**
 * Closes the checkouts that `which` picks among those still unpaid (`created` -> `cancelled`,
 * as a buyer's cancel does), writing why into their metadata. Run under the row lock that a
 * capture of them takes too, so a capture either came first or finds the payment closed; a
 * payment whose row is locked right now is being captured: skipped, and still counted by the
 * caller's hold. Pizza money's cap and the community badge's first price use it (decision 0043).
 */
export async function closeUnpaidCheckouts(
  tx: Tx,
  which: SQL | undefined,
  now: Date,
  cancelReason: string,
): Promise<void> {
  const unpaid = tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'created'), which))
    .for('update', { skipLocked: true });
  await tx
    .update(payments)
    .set({
      status: 'cancelled',
      updatedAt: now,
      metadata: sql`${payments.metadata} || ${JSON.stringify({ cancelReason })}::jsonb`,
    })
    .where(inArray(payments.id, unpaid));
}
