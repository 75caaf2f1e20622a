import type { TPizzaDonations } from '@fhp/domain';
import { desc, eq, sql } from 'drizzle-orm';
import {
  pizzaMoneyDonations as d,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  purchases,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { readMyPizzaRequest } from './pizza-request-rows';

/**
 * What reached the athlete's wallet from one donation: the athlete's postings of its sale
 * (balances come from the ledger, so the modal reads the same postings as the wallet).
 */
const athleteCents = sql<number>`coalesce((
  select sum(${ledgerEntries.amountCents})
  from ${ledgerTransactions}
  join ${ledgerEntries} on ${ledgerEntries.transactionId} = ${ledgerTransactions.id}
  join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
  where ${ledgerTransactions.idempotencyKey} = ${purchases.idempotencyKey}
    and ${ledgerAccounts.kind} = 'athlete_wallet'), 0)::int`;

/** The donations modal: a request of mine (another athlete's is a 404), newest first. */
export async function listPizzaDonations(
  db: DbOrTx,
  athleteUserId: string,
  requestId: string,
): Promise<TPizzaDonations> {
  await readMyPizzaRequest(db, athleteUserId, requestId);
  const rows = await db
    .select({
      id: d.id,
      fanName: d.fanName,
      fanEmail: d.fanEmail,
      noFee: d.noFee,
      donationCents: d.donationCents,
      athleteCents,
      createdAt: d.createdAt,
    })
    .from(d)
    .innerJoin(purchases, eq(purchases.id, d.purchaseId))
    .where(eq(d.requestId, requestId))
    .orderBy(desc(d.createdAt), desc(d.id));
  return {
    items: rows.map((row) => ({
      ...row,
      athleteCents: Number(row.athleteCents),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
