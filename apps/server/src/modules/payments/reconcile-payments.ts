import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { defineJob } from '../../platform/jobs/job-queue';
import type { AppServices } from '../../platform/services';
import type { PaymentLog } from './capture-handlers';
import { settlePayment } from './capture-payment';

/** Payments whose outcome is not known yet, whatever their age. */
const UNSETTLED = ['capturing', 'pending', 'refunding', 'authorizing', 'voiding'] as const;
/**
 * Open checkouts are asked about for as long as the buyer could still approve them (PayPal keeps
 * an approved order capturable for 3 days), and only after the buyer had time to come back.
 */
const OPEN_WINDOW_MS = 3 * 24 * 3600_000;
const DEFAULT_OPEN_GRACE_MS = 2 * 60_000;
const BATCH = 200;

export type ReconcileReport = { checked: number; captured: number; failed: number };

/**
 * Asks the provider about every payment left in flight, pending or being refunded, and every
 * recent open checkout, and applies what it says through `settlePayment` (an approved order is
 * captured, a completed capture recorded once, a refund retried). One payment's failure is
 * logged and does not stop the others.
 */
export async function reconcilePayments(
  services: AppServices,
  log: PaymentLog,
  options: { openGraceMs?: number; now?: Date } = {},
): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const grace = options.openGraceMs ?? DEFAULT_OPEN_GRACE_MS;
  const provider = eq(payments.provider, services.payments.name);
  const columns = { id: payments.id, status: payments.status };
  // Everything in flight, oldest first: these may hold money already taken.
  const unsettled = await services.db
    .select(columns)
    .from(payments)
    .where(and(provider, inArray(payments.status, [...UNSETTLED])))
    .orderBy(asc(payments.updatedAt))
    .limit(BATCH);
  // Open checkouts newest first, so a pile of abandoned ones never hides a fresh approval.
  const open = await services.db
    .select(columns)
    .from(payments)
    .where(
      and(
        provider,
        eq(payments.status, 'created'),
        gt(payments.updatedAt, new Date(now.getTime() - OPEN_WINDOW_MS)),
        lt(payments.updatedAt, new Date(now.getTime() - grace)),
      ),
    )
    .orderBy(desc(payments.updatedAt))
    .limit(BATCH);
  // Holds past their expiry: released (the service was never settled in time).
  const expired = await services.db
    .select(columns)
    .from(payments)
    .where(
      and(provider, eq(payments.status, 'authorized'), lt(payments.authorizationExpiresAt, now)),
    )
    .orderBy(asc(payments.authorizationExpiresAt))
    .limit(BATCH);
  const rows = [...unsettled, ...expired, ...open];
  const report: ReconcileReport = { checked: rows.length, captured: 0, failed: 0 };
  for (const row of rows) {
    try {
      const settled = await settlePayment(services, row.id, { mode: 'background', log });
      if (settled.status === 'captured' && row.status !== 'captured') report.captured++;
    } catch (error) {
      report.failed++;
      log.error({ err: error, paymentId: row.id }, 'payment reconciliation failed');
    }
  }
  if (report.captured > 0 || report.failed > 0) log.info(report, 'payments reconciled');
  return report;
}

/**
 * Every five minutes (JOB_SETTINGS) and once when a server starts, so a capture interrupted by a
 * crash is repaired as soon as the server is back. One run at a time across processes.
 */
export const paymentReconciliationJob = defineJob(
  'payment-reconciliation',
  async (services, _data, { log }) => {
    await reconcilePayments(services, log);
  },
);
