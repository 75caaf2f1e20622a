import { and, asc, eq, lt } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import { defineJob, type JobLog } from '../../platform/jobs/job-queue';
import { JOB_SETTINGS, retryWindowSeconds } from '../../platform/jobs/job-settings';
import type { AppServices } from '../../platform/services';
import { PayoutStillPending, runPayout } from './payout-job';

/**
 * How long after its request a withdrawal's payout job may still be polling (about two days):
 * past it the job has given up, and only this reconciliation or a webhook settles it.
 */
export const PAYOUT_POLLING_WINDOW_MS =
  retryWindowSeconds(JOB_SETTINGS['withdrawal-payout']) * 1000;
/** Oldest first; the oldest leave the list within 30 days (PayPal returns an unclaimed payout). */
const BATCH = 500;

export type PayoutReconcileReport = {
  checked: number;
  settled: number;
  stillPending: number;
  failed: number;
};

/** The withdrawals still pending past the job's polling (withdrawals_pending_idx). */
export function stalePendingWithdrawals(services: AppServices, now: Date) {
  return services.db
    .select({ id: withdrawals.id, providerBatchId: withdrawals.providerBatchId })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.status, 'pending'),
        lt(withdrawals.createdAt, new Date(now.getTime() - PAYOUT_POLLING_WINDOW_MS)),
        eq(withdrawals.provider, services.payments.name),
      ),
    )
    .orderBy(asc(withdrawals.createdAt))
    .limit(BATCH);
}

/**
 * Asks the provider again about every withdrawal still pending once its payout job has stopped
 * polling, through the job's own `runPayout`: so it settles through `settleWithdrawal`, which
 * claims the pending row once, and racing the job or a webhook settles once.
 *
 * - A batch PayPal has paid, failed or returned (a lost RETURNED event for a payout left
 *   unclaimed for 30 days) is settled: paid, or the money back in the wallet.
 * - A batch still pending (UNCLAIMED, ONHOLD) stays pending and is asked about tomorrow.
 * - A withdrawal without a batch id: the job's createPayout failed on every attempt (PayPal
 *   down or refusing for two days, wrong credentials). The payout is created now; PayPal pays
 *   one sender_batch_id once, so a batch created by an attempt whose answer was lost is found,
 *   not sent twice. A provider that still refuses is logged each day for the operators.
 *
 * One withdrawal's failure is logged and does not stop the others.
 */
export async function reconcilePayouts(
  services: AppServices,
  log: JobLog,
  options: { now?: Date } = {},
): Promise<PayoutReconcileReport> {
  const rows = await stalePendingWithdrawals(services, options.now ?? new Date());
  const report: PayoutReconcileReport = {
    checked: rows.length,
    settled: 0,
    stillPending: 0,
    failed: 0,
  };
  for (const row of rows) {
    try {
      if (await runPayout(services, row.id)) report.settled++;
    } catch (error) {
      if (error instanceof PayoutStillPending) {
        report.stillPending++;
        continue;
      }
      report.failed++;
      log.error(
        { err: error, withdrawalId: row.id, batchId: row.providerBatchId },
        row.providerBatchId
          ? 'payout reconciliation failed'
          : 'payout reconciliation could not create the payout',
      );
    }
  }
  if (report.checked > 0) log.info(report, 'payouts reconciled');
  return report;
}

/** Daily (JOB_SETTINGS 'payout-reconciliation'); one run at a time across processes. */
export const payoutReconciliationJob = defineJob(
  'payout-reconciliation',
  async (services, _data, { log }) => {
    await reconcilePayouts(services, log);
  },
);
