import { WITHDRAWAL_STATUSES } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { users } from './users';

/**
 * A withdrawal from an athlete's wallet to their payout e-mail. Requesting one moves the money
 * to the pending payouts account at once (phase one); the payout job moves it on to `payouts`
 * when the provider paid (phase two) or back to the wallet when it failed or was returned. The
 * ledger holds the money; this row holds the provider's references and the state shown.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The profile's payout e-mail when requested (a later profile change does not redirect it). */
    payoutEmail: text('payout_email').notNull(),
    status: text('status').notNull().default('pending'),
    /** Which provider pays it ('local' simulator or 'paypal') and its batch and item ids. */
    provider: text('provider'),
    providerBatchId: text('provider_batch_id'),
    providerItemId: text('provider_item_id'),
    /** The provider's reason for a failed or returned payout (for the operators). */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // Keyset pages per athlete, newest first (also the foreign key's index).
    index('withdrawals_athlete_idx').on(t.athleteUserId, t.createdAt.desc(), t.id.desc()),
    // The daily payout reconciliation reads the few still pending, oldest first.
    index('withdrawals_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('withdrawals_status_check', oneOf(t.status, WITHDRAWAL_STATUSES)),
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
