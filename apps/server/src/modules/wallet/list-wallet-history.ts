import { type TWalletHistoryPage, type TWithdrawalStatus, walletServiceType } from '@fhp/domain';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  purchases,
  withdrawals,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * What a history row points at: the purchase a sale booked (same idempotency key as its ledger
 * transaction), else the id a posting's key names (`withdrawal:<id>`, `withdrawal:<id>:returned`),
 * so a withdrawal's rows name the withdrawal without this module knowing its table.
 */
function resourceIdOf(purchaseId: string | null, idempotencyKey: string | null): string | null {
  if (purchaseId) return purchaseId;
  return idempotencyKey?.match(UUID)?.[0] ?? null;
}

/**
 * The wallet's history: the ledger entries of the athlete's own `athlete_wallet` account (the
 * owner is in the join, so no id from the client reaches another wallet), newest first, keyset
 * paged on the entry's (created_at, id), which the account index serves.
 */
export async function listWalletHistory(
  db: DbOrTx,
  userId: string,
  query: { cursor: Cursor | null; limit: number },
): Promise<TWalletHistoryPage> {
  const rows = await db
    .select({
      id: ledgerEntries.id,
      amountCents: ledgerEntries.amountCents,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      idempotencyKey: ledgerTransactions.idempotencyKey,
      purchaseId: purchases.id,
    })
    .from(ledgerEntries)
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.id, ledgerEntries.accountId),
        eq(ledgerAccounts.kind, 'athlete_wallet'),
        eq(ledgerAccounts.ownerUserId, userId),
      ),
    )
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(purchases, eq(purchases.idempotencyKey, ledgerTransactions.idempotencyKey))
    .where(query.cursor ? afterCursor(ledgerEntries, ledgerEntries, query.cursor) : undefined)
    .orderBy(...newestFirst(ledgerEntries))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  const items = page.items.map((row) => ({
    ...row,
    resourceId: resourceIdOf(row.purchaseId, row.idempotencyKey),
  }));
  const statuses = await withdrawalStatuses(
    db,
    userId,
    items.filter((row) => row.kind.startsWith('withdrawal')).map((row) => row.resourceId),
  );
  return {
    items: items.map((row) => ({
      id: row.id,
      paymentType: row.amountCents > 0 ? 'credit' : 'debit',
      amountCents: Math.abs(row.amountCents),
      createdAt: row.createdAt.toISOString(),
      kind: row.kind,
      serviceType: walletServiceType(row.kind),
      description: row.description,
      resourceId: row.resourceId,
      withdrawalStatus: (row.resourceId && statuses.get(row.resourceId)) || null,
    })),
    nextCursor: page.nextCursor,
  };
}

/** The current state of the page's withdrawals (mine only), by withdrawal id. */
async function withdrawalStatuses(db: DbOrTx, userId: string, ids: (string | null)[]) {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map<string, TWithdrawalStatus>();
  const rows = await db
    .select({ id: withdrawals.id, status: withdrawals.status })
    .from(withdrawals)
    .where(and(inArray(withdrawals.id, wanted), eq(withdrawals.athleteUserId, userId)));
  return new Map(rows.map((row) => [row.id, row.status as TWithdrawalStatus]));
}
