import { count, eq } from 'drizzle-orm';
import { ledgerTransactions } from '../db/schema';
import type { CaptureHandler, Payment } from '../modules/payments/capture-handlers';
import type { DbOrTx, Tx } from '../platform/db/database';
import { ensureAccount, postTransaction } from '../platform/ledger/ledger';
import type { AppServices } from '../platform/services';

/** The purpose of the payments tests start; `creditWalletOnCapture` handles it. */
export const TEST_PURPOSE = 'test';

/**
 * What a feature does when its payment is captured: move the money from the provider's
 * clearing account into an athlete's wallet, keyed on the payment. Registered as the app's
 * handler of `purpose` (the last one registered there wins). `calls` counts how often the callback ran, so tests
 * can tell "ran once" from "ran twice but the ledger deduplicated"; `failNext` makes the next
 * run throw, as a crash between the provider's capture and our commit would.
 */
export function creditWalletOnCapture(
  services: Pick<AppServices, 'captures'>,
  athleteId: string,
  purpose = TEST_PURPOSE,
) {
  const tracker = {
    calls: 0,
    failNext: 0,
    async onCaptured(tx: Tx, payment: Payment) {
      if (tracker.failNext > 0) {
        tracker.failNext--;
        throw new Error('simulated crash before commit');
      }
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
    },
  } satisfies CaptureHandler & Record<string, unknown>;
  services.captures.register({ [purpose]: tracker });
  return tracker;
}

export async function ledgerTransactionsFor(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.paymentId, paymentId));
  return Number(row?.n ?? 0);
}
