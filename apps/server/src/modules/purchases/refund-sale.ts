import { messages } from '@fhp/domain';
import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, purchases } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { publishToUser } from '../../platform/events/publish';
import { conflict } from '../../platform/http/app-error';
import { accountBalance, lockAccount, postTransaction } from '../../platform/ledger/ledger';
import type { AppServices } from '../../platform/services';
import { announceNotification, insertNotification } from '../notifications/create-notification';

/** The kind of a reversing booking (the wallet history shows it as "Refund"). */
export const REFUND_LEDGER_KIND = 'refund';

/** The one reversing booking of a sale: the purchase's, or a payment's with no purchase row. */
export const purchaseRefundKey = (purchaseId: string) => `refund:purchase:${purchaseId}`;
export const paymentRefundKey = (paymentId: string) => `refund:payment:${paymentId}`;

export type SaleReversal = {
  /** False when it was reversed before (the booking's key exists): nothing written now. */
  reversed: boolean;
  purchaseId: string | null;
  /** The athlete's bell, to announce after the commit (null: no athlete, or replayed). */
  athleteNotice: { userId: string; notificationId: string; message: string } | null;
};

/**
 * Reverses a sale in the caller's transaction, by ONE ledger booking: every entry of the sale's
 * postings (the purchase's own transaction, found by its idempotency key, and any other posting
 * of its payment) negated and netted per account, so the booking sums to zero as the sale did.
 * The purchase is marked refunded (its license ends) and its athlete told. Keyed
 * (`refund:purchase:<id>`), so a console refund and PayPal's webhook for the same capture book
 * it once.
 *
 * `refuseBelowZero` (a console refund, decision 0055): every owned account the booking debits
 * (the athlete's wallet, a manager's, a school's) is locked and must hold its share, or the
 * refund is refused with 409 and nothing is written. A refund the provider already made (its
 * dashboard, by webhook) is booked in full: the money is gone, and a wallet below zero is then
 * what `ledger:check` reports to the operators.
 */
export async function reverseSaleIn(
  tx: DbOrTx,
  target: { purchaseId?: string; paymentId?: string },
  options: { reason: string | null; refuseBelowZero: boolean; at?: Date },
): Promise<SaleReversal> {
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(
      target.purchaseId
        ? eq(purchases.id, target.purchaseId)
        : eq(purchases.paymentId, target.paymentId ?? ''),
    )
    .for('update');
  const paymentId = purchase?.paymentId ?? target.paymentId ?? null;
  if (!purchase && !paymentId) return { reversed: false, purchaseId: null, athleteNotice: null };
  const key = purchase ? purchaseRefundKey(purchase.id) : paymentRefundKey(paymentId ?? '');
  const sources: SQL[] = [];
  if (purchase) sources.push(eq(ledgerTransactions.idempotencyKey, purchase.idempotencyKey));
  if (paymentId) sources.push(eq(ledgerTransactions.paymentId, paymentId));
  const entries = await tx
    .select({
      accountId: ledgerEntries.accountId,
      amountCents: ledgerEntries.amountCents,
      description: ledgerTransactions.description,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(or(...sources), ne(ledgerTransactions.kind, REFUND_LEDGER_KIND)));
  const net = new Map<string, number>();
  for (const e of entries) net.set(e.accountId, (net.get(e.accountId) ?? 0) - e.amountCents);
  const reversal = [...net]
    .filter(([, cents]) => cents !== 0)
    .map(([accountId, amountCents]) => ({ accountId, amountCents }));

  if (options.refuseBelowZero) {
    const debited = reversal.filter((e) => e.amountCents < 0).map((e) => e.accountId);
    const owned = debited.length
      ? await tx
          .select({ id: ledgerAccounts.id, owner: ledgerAccounts.ownerUserId })
          .from(ledgerAccounts)
          .where(or(...debited.map((id) => eq(ledgerAccounts.id, id))))
      : [];
    for (const account of owned.filter((a) => a.owner !== null).sort(byId)) {
      await lockAccount(tx, account.id);
      const share = -(reversal.find((e) => e.accountId === account.id)?.amountCents ?? 0);
      if ((await accountBalance(tx, account.id)) < share) {
        throw conflict(messages.consoleMoney.refundWalletShort);
      }
    }
  }

  let reversed = false;
  if (reversal.length >= 2) {
    const posted = await postTransaction(tx, {
      kind: REFUND_LEDGER_KIND,
      description: `Refund: ${entries[0]?.description ?? 'sale'}`,
      paymentId: paymentId ?? undefined,
      idempotencyKey: key,
      at: options.at,
      entries: reversal,
    });
    reversed = !posted.replayed;
  }
  if (!purchase) return { reversed, purchaseId: null, athleteNotice: null };
  const [marked] = await tx
    .update(purchases)
    .set({ refundedAt: options.at ?? new Date(), refundReason: options.reason })
    .where(and(eq(purchases.id, purchase.id), isNull(purchases.refundedAt)))
    .returning({ id: purchases.id });
  if (!marked || !purchase.athleteUserId) {
    return { reversed, purchaseId: purchase.id, athleteNotice: null };
  }
  const message = messages.consoleMoney.saleRefunded(purchase.amountCents, options.reason);
  const notificationId = await insertNotification(tx, {
    userId: purchase.athleteUserId,
    type: 'sale-refunded',
    message,
    fanId: purchase.fanUserId,
    data: { purchaseId: purchase.id, kind: purchase.kind },
    createdAt: options.at,
  });
  return {
    reversed,
    purchaseId: purchase.id,
    athleteNotice: { userId: purchase.athleteUserId, notificationId, message },
  };
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** After the commit: the athlete's bell and wallet, live. */
export async function announceSaleReversal(
  services: AppServices,
  reversal: Pick<SaleReversal, 'athleteNotice'>,
): Promise<void> {
  const notice = reversal.athleteNotice;
  if (!notice) return;
  await announceNotification(services, notice.userId, notice.notificationId, notice.message);
  await publishToUser(services, notice.userId, 'wallet.changed', {});
}
