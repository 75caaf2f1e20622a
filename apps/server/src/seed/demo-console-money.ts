import { FAN_BELL_TYPES, FAN_PURCHASE_PURPOSE, fanNotificationMessages } from '@fhp/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  adminNotifications,
  athleteProfiles,
  auditLog,
  notifications,
  payments,
} from '../db/schema';
import { insertNotification } from '../modules/notifications/create-notification';
import { bookSale, paymentSaleKey } from '../modules/purchases/book-sale';
import { reverseSaleIn } from '../modules/purchases/refund-sale';
import { recordWithdrawal } from '../modules/withdrawals/record-withdrawal';
import type { DbOrTx } from '../platform/db/database';
import { walletBalance } from '../platform/ledger/ledger';

const HOUR = 3600_000;

/**
 * The console's Money screen's demo data (issue 34, item 11), written by the features' own
 * functions so `npm run ledger:check` stays clean: a withdrawal of the demo athlete over the
 * review amount waiting for an operator (its money in pending payouts, its inbox item), and a
 * purchase the demo operator refunded (a captured simulated payment, its sale booked, then
 * reversed by one booking, the payment refunded, both sides told, the audit row).
 */
export async function seedDemoConsoleMoney(db: DbOrTx, ids: Record<string, string>) {
  const { admin, athlete, fan } = ids;
  if (!admin || !athlete || !fan) return;
  const now = Date.now();

  // A refunded endorsement: the fan bought it 10 days ago, the operator refunded it 2 days
  // later (both older than what the notifications journey reads).
  // Older than the trending week, so the trending lists of the demo stay as they are.
  const boughtAt = new Date(now - 10 * 24 * HOUR);
  const refundedAt = new Date(now - 8 * 24 * HOUR);
  const reason = 'The fan paid twice for the same endorsement; this one is given back.';
  const [payment] = await db
    .insert(payments)
    .values({
      provider: 'local',
      providerOrderId: `demo-refunded-endorsement-${fan}`,
      purpose: FAN_PURCHASE_PURPOSE,
      userId: fan,
      amountCents: 1000,
      status: 'refunded',
      captureId: `demo-capture-refunded-${fan}`,
      refundId: `demo-refund-${fan}`,
      capturedAt: boughtAt,
      refundedAt,
      createdAt: boughtAt,
      updatedAt: refundedAt,
      metadata: { description: 'Endorsement badge ($10)', refundReason: reason },
    })
    .returning();
  if (!payment) return;
  const sale = await bookSale(db, {
    kind: 'endorsement',
    amountCents: 1000,
    idempotencyKey: paymentSaleKey(payment),
    description: 'Endorsement badge ($10)',
    athleteUserId: athlete,
    buyerUserId: fan,
    paymentId: payment.id,
    at: boughtAt,
  });
  await reverseSaleIn(
    db,
    { purchaseId: sale.purchaseId },
    { reason, refuseBelowZero: false, at: refundedAt },
  );
  await insertNotification(db, {
    userId: fan,
    type: FAN_BELL_TYPES.refund,
    message: fanNotificationMessages.refunded(1000),
    data: { paymentId: payment.id },
    createdAt: refundedAt,
  });

  // A withdrawal over the review amount, waiting for an operator.
  const [profile] = await db
    .select({ payoutEmail: athleteProfiles.payoutEmail })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, athlete));
  const balance = await walletBalance(db, athlete);
  const amountCents = Math.min(12_500, balance);
  const waiting =
    amountCents > 10_000
      ? await recordWithdrawal(db, {
          athleteId: athlete,
          amountCents,
          payoutEmail: profile?.payoutEmail ?? 'athlete@example.com',
          provider: 'local',
          reviewReasons: ['amount'],
          at: new Date(now - 2 * HOUR),
        })
      : null;
  if (waiting) {
    await db
      .insert(adminNotifications)
      .values({ type: 'withdrawal', notifyId: waiting.id, createdAt: waiting.createdAt });
  }

  // Read already, so the demo's bells (and the journeys that count them) stay as they were.
  await db
    .update(notifications)
    .set({ readAt: refundedAt })
    .where(
      and(
        inArray(notifications.userId, [athlete, fan]),
        sql`(${notifications.data}->>'purchaseId' = ${sale.purchaseId} or ${notifications.data}->>'paymentId' = ${payment.id})`,
        isNull(notifications.readAt),
      ),
    );

  await db.insert(auditLog).values({
    actorId: admin,
    actorEmail: 'admin@example.com',
    createdAt: refundedAt,
    action: 'purchase.refund',
    subjectType: 'purchase',
    subjectId: sale.purchaseId,
    before: { refunded: false, paymentStatus: 'captured' },
    after: { refunded: true, paymentStatus: 'refunded' },
    note: reason,
  });
}
