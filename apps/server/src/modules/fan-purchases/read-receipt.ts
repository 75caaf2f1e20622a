import { fanPurchasesMessages as m, type TFanReceipt } from '@fhp/domain';
import { and, eq, sum } from 'drizzle-orm';
import {
  chats,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  purchases as p,
} from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { deliveryOf, renewalOf } from './delivery';
import { fanOwns, selectFanPurchases, toFanPurchase } from './fan-purchase-rows';

/**
 * How the sale's ledger transaction shared the amount: what its postings credited to each kind
 * of account (balances are derived from the ledger, so the receipt reads the same postings).
 */
async function sharesOf(db: DbOrTx, idempotencyKey: string) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, cents: sum(ledgerEntries.amountCents).mapWith(Number) })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey))
    .groupBy(ledgerAccounts.kind);
  const of = (kind: (typeof rows)[number]['kind']) => rows.find((r) => r.kind === kind)?.cents ?? 0;
  return {
    athleteCents: of('athlete_wallet'),
    managerCents: of('manager_wallet'),
    platformCents: of('platform_revenue'),
    /** What the provider took: the price, less what a chat's settlement gave back. */
    chargedCents: -of('provider_clearing'),
  };
}

/**
 * One of the signed-in fan's purchases, itemised, with what it delivers while its license is
 * active (or its renewal once ended); another fan's or an unknown id is a 404.
 */
export async function readReceipt(
  db: DbOrTx,
  fanUserId: string,
  purchaseId: string,
  publicUrl: string,
  now = new Date(),
): Promise<TFanReceipt> {
  const [row] = await selectFanPurchases(db, and(eq(p.id, purchaseId), fanOwns(fanUserId)));
  if (!row) throw notFound(m.receiptNotFound);
  const { chargedCents, ...shares } = await sharesOf(db, row.idempotencyKey);
  // A settled chat's sale: how the athlete called the fan.
  const [call] = await db
    .select({ channel: chats.channel, contact: chats.contact, minutes: chats.minutes })
    .from(chats)
    .where(eq(chats.purchaseId, row.id));
  return {
    ...toFanPurchase(row, now),
    ...shares,
    returnedCents: Math.max(0, row.amountCents - chargedCents),
    paymentReference: row.captureId ?? row.paymentId ?? row.id,
    call: call ?? null,
    delivery: await deliveryOf(db, row, publicUrl, now),
    renewal: await renewalOf(db, row, now),
  };
}
