import { count, eq } from 'drizzle-orm';
import { ledgerTransactions } from '../db/schema';
import type { OnCaptured } from '../modules/payments/capture-payment';
import type { DbOrTx } from '../platform/db/database';
import { ensureAccount, postTransaction } from '../platform/ledger/ledger';

/**
 * What a feature does when its payment is captured: move the money from the provider's
 * clearing account into an athlete's wallet, keyed on the payment. `calls` counts how often
 * the callback ran, so tests can tell "ran once" from "ran twice but the ledger deduplicated".
 */
export function creditWalletOnCapture(athleteId: string) {
  const tracker = { calls: 0, onCaptured: null as unknown as OnCaptured };
  tracker.onCaptured = async (tx, payment) => {
    tracker.calls++;
    const clearing = await ensureAccount(tx, 'provider_clearing');
    const wallet = await ensureAccount(tx, 'athlete_wallet', athleteId);
    await postTransaction(tx, {
      kind: 'test-purchase',
      description: `payment ${payment.id}`,
      paymentId: payment.id,
      idempotencyKey: `payment:${payment.id}`,
      entries: [
        { accountId: clearing, amountCents: -payment.amountCents },
        { accountId: wallet, amountCents: payment.amountCents },
      ],
    });
  };
  return tracker;
}

export async function ledgerTransactionsFor(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.paymentId, paymentId));
  return Number(row?.n ?? 0);
}
