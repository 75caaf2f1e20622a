import { WITHDRAWAL_STATUSES } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /**
     * Why the payout review rule made it wait for an operator ('amount', 'email-changed'); empty
     * when it was paid out at once.
     */
    reviewReasons: jsonb('review_reasons').$type<string[]>().notNull().default([]),
    /** The operator's reason of a hold or a rejection (the athlete reads it). */
    operatorNote: text('operator_note'),
    /** When an operator approved, held or rejected it. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** A failed or returned payout retried by an operator: the new withdrawal points at this one. */
    retryOfId: uuid('retry_of_id').references((): AnyPgColumn => withdrawals.id, {
      onDelete: 'restrict',
    }),
    /** When an operator retried this (failed or returned) payout: once. */
    retriedAt: timestamp('retried_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // Keyset pages per athlete, newest first (also the foreign key's index).
    index('withdrawals_athlete_idx').on(t.athleteUserId, t.createdAt.desc(), t.id.desc()),
    // The daily payout reconciliation reads the few still pending, oldest first.
    index('withdrawals_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // The console's list: newest first, all of them or one state's.
    index('withdrawals_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // One retry per withdrawal (also the foreign key's index).
    uniqueIndex('withdrawals_retry_of_idx').on(t.retryOfId),
    check('withdrawals_status_check', oneOf(t.status, WITHDRAWAL_STATUSES)),
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
