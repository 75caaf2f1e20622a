import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { athleteProfiles } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { queryRows } from '../../platform/db/database';
import { ensureAccount, postTransaction } from '../../platform/ledger/ledger';

/** Money into an athlete's wallet, as a captured sale would put it (clearing -> wallet). */
export async function creditWallet(db: DbOrTx, athleteId: string, cents: number) {
  await postTransaction(db, {
    kind: 'test_credit',
    description: 'Test credit',
    idempotencyKey: `test-credit:${randomUUID()}`,
    entries: [
      { accountId: await ensureAccount(db, 'provider_clearing'), amountCents: -cents },
      { accountId: await ensureAccount(db, 'athlete_wallet', athleteId), amountCents: cents },
    ],
  });
}

export async function setPayoutEmail(db: DbOrTx, athleteId: string, email: string | null) {
  await db
    .update(athleteProfiles)
    .set({ payoutEmail: email })
    .where(eq(athleteProfiles.userId, athleteId));
}

/** The ledger's invariants: every transaction sums to zero, no wallet below zero. */
export async function ledgerInvariants(db: DbOrTx) {
  const unbalanced = await queryRows<{ id: string }>(
    db,
    sql`select transaction_id as id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
  );
  const negative = await queryRows<{ id: string }>(
    db,
    sql`select a.id from ledger_accounts a join ledger_entries e on e.account_id = a.id
        where a.kind = 'athlete_wallet' group by a.id having sum(e.amount_cents) < 0`,
  );
  return { unbalanced: unbalanced.length, negativeWallets: negative.length };
}
