import { and, eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import { RECEIPT_TEMPLATE } from '../modules/fan-purchases/receipt-email';
import type { DbOrTx } from '../platform/db/database';

/** The receipt e-mails in the outbox that name this purchase (its receipt link holds the id). */
export function receiptMailsFor(db: DbOrTx, purchaseId: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.template, RECEIPT_TEMPLATE),
        sql`${emailOutbox.textBody} like ${`%${purchaseId}%`}`,
      ),
    );
}
