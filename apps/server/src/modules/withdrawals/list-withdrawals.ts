import type { TWithdrawalItem, TWithdrawalStatus, TWithdrawalsPage } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { withdrawals as w } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';

type WithdrawalRow = {
  id: string;
  amountCents: number;
  payoutEmail: string;
  status: string;
  createdAt: Date;
  settledAt: Date | null;
};

export function toWithdrawalItem(row: WithdrawalRow): TWithdrawalItem {
  return {
    id: row.id,
    amountCents: row.amountCents,
    payoutEmail: row.payoutEmail,
    // The column's check constraint holds WITHDRAWAL_STATUSES only.
    status: row.status as TWithdrawalStatus,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** A page of my withdrawals, newest first; ownership is part of the query. */
export async function listWithdrawals(
  db: DbOrTx,
  athleteId: string,
  query: { cursor: Cursor | null; limit: number },
): Promise<TWithdrawalsPage> {
  const rows = await db
    .select({
      id: w.id,
      amountCents: w.amountCents,
      payoutEmail: w.payoutEmail,
      status: w.status,
      createdAt: w.createdAt,
      settledAt: w.settledAt,
    })
    .from(w)
    .where(
      and(
        eq(w.athleteUserId, athleteId),
        query.cursor ? afterCursor(w, w, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(w))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(toWithdrawalItem), nextCursor: page.nextCursor };
}
