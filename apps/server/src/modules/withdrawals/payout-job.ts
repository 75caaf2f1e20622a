import { eq, sql } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import { defineJob } from '../../platform/jobs/job-queue';
import type { PayoutInput } from '../../platform/payments/payment-provider';
import type { AppServices } from '../../platform/services';
import { settleWithdrawal } from './settle-withdrawal';

/** What the provider is asked to pay for a withdrawal, and asked about it afterwards. */
export function payoutInputOf(row: typeof withdrawals.$inferSelect): PayoutInput {
  return {
    withdrawalId: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
    receiverEmail: row.payoutEmail,
    note: 'Your withdrawal from your athlete wallet',
  };
}

/** What a pending payout is still waiting for: the job throws it to be run again later. */
export class PayoutStillPending extends Error {}

/**
 * Pays one withdrawal out and settles it. Every step may run again: the provider's create is
 * keyed on the withdrawal id (sender_batch_id), the batch id is stored before the status is
 * asked, and settling claims the pending row once. While the provider says pending, the job
 * fails on purpose and pg-boss retries it with backoff (JOB_SETTINGS 'withdrawal-payout'):
 * that is the polling, the fallback when no webhook comes: PayPal's payout events settle it
 * sooner through the same `settleWithdrawal` (payout-webhook.ts), and the daily reconciliation
 * runs it again for what is still pending once this job has given up (reconcile-payouts.ts).
 * True when this run settled it.
 */
export async function runPayout(services: AppServices, withdrawalId: string): Promise<boolean> {
  const [row] = await services.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  if (row?.status !== 'pending') return false;
  const input = payoutInputOf(row);
  let batchId = row.providerBatchId;
  if (!batchId) {
    ({ batchId } = await services.payments.createPayout(input));
    await services.db
      .update(withdrawals)
      .set({ providerBatchId: batchId, provider: services.payments.name, updatedAt: sql`now()` })
      .where(eq(withdrawals.id, row.id));
  }
  const state = await services.payments.readPayout({ ...input, batchId });
  if (state.status === 'pending') throw new PayoutStillPending(`payout ${batchId} still pending`);
  return settleWithdrawal(services, row.id, state);
}

export const payoutJob = defineJob<{ withdrawalId: string }>(
  'withdrawal-payout',
  async (services, data) => {
    await runPayout(services, data.withdrawalId);
  },
);
