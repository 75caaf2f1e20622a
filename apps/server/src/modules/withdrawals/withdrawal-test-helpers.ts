import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { athleteProfiles } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { queryRows } from '../../platform/db/database';
import { ensureAccount, postTransaction } from '../../platform/ledger/ledger';
import { checkLedger } from '../../platform/ledger/ledger-check';

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

/**
 * The ledger's own checks (every transaction at zero, no owned account below zero) and this
 * feature's: the pending payouts account holds exactly the withdrawals still pending.
 */
export async function ledgerInvariants(db: DbOrTx) {
  const [pending] = await queryRows<{ held: string; owed: string }>(
    db,
    sql`select
          (select coalesce(sum(e.amount_cents), 0) from ledger_entries e
             join ledger_accounts a on a.id = e.account_id where a.kind = 'payouts_pending') as held,
          (select coalesce(sum(amount_cents), 0) from withdrawals where status = 'pending') as owed`,
  );
  return {
    problems: await checkLedger(db),
    pendingMatches: Number(pending?.held) === Number(pending?.owed),
  };
}
