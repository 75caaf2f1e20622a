import { eq } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';

/** A payment's ledger entries by account kind, smallest amount first (what a sale booked). */
export async function paymentPostings(db: DbOrTx, paymentId: string) {
  const entries = await db
    .select({ kind: ledgerAccounts.kind, cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.paymentId, paymentId));
  return entries.sort((x, y) => x.cents - y.cents);
}
