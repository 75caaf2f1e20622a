import { CSV_EXPORT_MAX_ROWS, messages, type TConsolePurchase, type TRefunded } from '@fhp/domain';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { purchases as p, payments, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { conflict, notFound } from '../../platform/http/app-error';
import { type CsvColumn, toCsv } from '../../platform/http/csv';
import { type Cursor, toPage } from '../../platform/http/cursor';
import type { AppServices } from '../../platform/services';
import type { PaymentLog } from '../payments/capture-handlers';
import { refundPayment } from '../payments/capture-payment';
import { announceSaleReversal, reverseSaleIn } from '../purchases/refund-sale';
import type { Operator } from './decide-withdrawal';

const buyer = alias(users, 'buyer');
const athlete = alias(users, 'athlete');

function select(db: DbOrTx) {
  return db
    .select({
      row: p,
      payment: { id: payments.id, status: payments.status, provider: payments.provider },
      buyerFirst: buyer.firstName,
      buyerLast: buyer.lastName,
      buyerEmail: buyer.email,
      athleteFirst: athlete.firstName,
      athleteLast: athlete.lastName,
    })
    .from(p)
    .leftJoin(payments, eq(payments.id, p.paymentId))
    .leftJoin(buyer, eq(buyer.id, p.fanUserId))
    .leftJoin(athlete, eq(athlete.id, p.athleteUserId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const name = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

function toConsolePurchase(r: Joined): TConsolePurchase {
  return {
    id: r.row.id,
    kind: r.row.kind,
    amountCents: r.row.amountCents,
    athleteName: name(r.athleteFirst, r.athleteLast),
    buyerName: name(r.buyerFirst, r.buyerLast),
    buyerEmail: r.buyerEmail,
    createdAt: r.row.createdAt.toISOString(),
    paymentId: r.payment?.id ?? null,
    paymentStatus: r.payment?.status ?? null,
    provider: r.payment?.provider ?? null,
    refundedAt: r.row.refundedAt?.toISOString() ?? null,
    refundReason: r.row.refundReason,
    refundable: r.row.refundedAt === null && r.payment?.status === 'captured',
  };
}

export async function readConsolePurchase(db: DbOrTx, id: string) {
  const [row] = await select(db).where(eq(p.id, id));
  return row ? toConsolePurchase(row) : null;
}

/** A page of purchases, newest first (purchases_created_idx), to find one to refund. */
type PurchaseFilters = { email?: string; refunded?: 'yes' | 'no' };

function purchaseFilters(filters: PurchaseFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.email) {
    const email = filters.email.toLowerCase();
    where.push(
      or(sql`lower(${buyer.email}) = ${email}`, sql`lower(${athlete.email}) = ${email}`) as SQL,
    );
  }
  if (filters.refunded === 'yes') where.push(isNotNull(p.refundedAt));
  if (filters.refunded === 'no') where.push(isNull(p.refundedAt));
  return where;
}

export async function listConsolePurchases(
  db: DbOrTx,
  filters: PurchaseFilters,
  page: { cursor: Cursor | null; limit: number },
) {
  const where = purchaseFilters(filters);
  const rows = await select(db)
    .where(and(...where, page.cursor ? afterCursor(p, p, page.cursor) : undefined))
    .orderBy(...newestFirst(p))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(
    rows.map((r) => ({ ...r, id: r.row.id, createdAt: r.row.createdAt })),
    page.limit,
  );
  return { items: items.map(toConsolePurchase), nextCursor };
}

const CSV_COLUMNS: readonly CsvColumn<TConsolePurchase>[] = [
  { header: 'Bought', value: (r) => r.createdAt },
  { header: 'Purchase', value: (r) => r.id },
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Amount (USD)', value: (r) => (r.amountCents / 100).toFixed(2) },
  { header: 'Athlete', value: (r) => r.athleteName },
  { header: 'Buyer', value: (r) => r.buyerName },
  { header: 'Buyer e-mail', value: (r) => r.buyerEmail },
  { header: 'Payment', value: (r) => r.paymentId },
  { header: 'Payment state', value: (r) => r.paymentStatus },
  { header: 'Provider', value: (r) => r.provider },
  { header: 'Refunded', value: (r) => r.refundedAt },
  { header: 'Refund reason', value: (r) => r.refundReason },
];

/** The filtered purchases as CSV, newest first, at most CSV_EXPORT_MAX_ROWS rows. */
export async function purchasesCsv(db: DbOrTx, filters: PurchaseFilters): Promise<string> {
  const rows = await select(db)
    .where(and(...purchaseFilters(filters)))
    .orderBy(...newestFirst(p))
    .limit(CSV_EXPORT_MAX_ROWS);
  return toCsv(CSV_COLUMNS, rows.map(toConsolePurchase));
}

/**
 * An operator refunds a purchase. One transaction decides it once: the purchase locked and
 * still unrefunded (409 otherwise), its captured payment claimed (`captured` -> `refunding`, a
 * conditional update: two operators at once refund once), the sale reversed in the ledger by one
 * booking (refused, 409, when a wallet would go below zero: decision 0055), the purchase marked
 * refunded, the athlete's notification and the audit row. Then the provider gives the money
 * back (`refundPayment`, keyed on the payment: a retry or PayPal's own webhook never refunds
 * twice), which marks the payment refunded and tells the buyer (bell and e-mail). If the
 * provider cannot be reached now, the payment stays `refunding` and the reconciliation job
 * asks again.
 */
export async function refundPurchase(
  services: AppServices,
  operator: Operator,
  purchaseId: string,
  reason: string,
  log: PaymentLog,
): Promise<TRefunded> {
  const mm = messages.consoleMoney;
  const decided = await services.db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(p).where(eq(p.id, purchaseId)).for('update');
    if (!purchase) throw notFound(messages.console.notFound);
    if (purchase.refundedAt) throw conflict(messages.console.alreadyDecided);
    if (!purchase.paymentId) throw conflict(mm.refundNotPaid);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, purchase.paymentId))
      .for('update');
    if (!payment?.captureId) throw conflict(mm.refundNotPaid);
    const [claimed] = await tx
      .update(payments)
      .set({
        status: 'refunding',
        updatedAt: new Date(),
        metadata: { ...payment.metadata, refundReason: reason, refundNote: reason },
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'captured')))
      .returning({ id: payments.id });
    if (!claimed) {
      throw conflict(
        ['refunding', 'refunded'].includes(payment.status)
          ? messages.console.alreadyDecided
          : mm.refundNotPaid,
      );
    }
    const reversal = await reverseSaleIn(
      tx,
      { purchaseId: purchase.id },
      { reason, refuseBelowZero: true },
    );
    await recordAudit(tx, {
      actor: operator,
      action: 'purchase.refund',
      subjectType: 'purchase',
      subjectId: purchase.id,
      before: { refunded: false, paymentStatus: payment.status },
      after: { refunded: true, paymentStatus: 'refunding' },
      note: reason,
    });
    return { reversal, payment };
  });
  await announceSaleReversal(services, decided.reversal);
  await refundPayment(services, decided.payment.id, decided.payment.captureId ?? '', reason, log);
  const purchase = await readConsolePurchase(services.db, purchaseId);
  if (!purchase) throw notFound(messages.console.notFound);
  return { message: mm.refunded, purchase };
}
