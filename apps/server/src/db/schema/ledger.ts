import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { schools } from './reference';
import { users } from './users';

export const ledgerAccountKindEnum = pgEnum('ledger_account_kind', [
  'athlete_wallet',
  'platform_revenue',
  'provider_clearing',
  'payouts',
  // Royalty shares of the athlete's manager and of a school with an IP contract (royalties.ts).
  'manager_wallet',
  'school_royalties',
  // Withdrawals requested and not yet paid by the provider (phase one of a payout).
  'payouts_pending',
]);

/**
 * Double-entry ledger. An athlete's wallet balance is the sum of the entries on their
 * `athlete_wallet` account; every transaction's entries sum to zero (checked by a deferred
 * trigger in the migrations as well as by the ledger service).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerAccountKindEnum('kind').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'restrict' }),
    /**
     * The school a `school_royalties` account belongs to: a school's share of a sale under its
     * IP contract is the school's, whoever administers it (decision 0069).
     */
    ownerSchoolId: integer('owner_school_id').references(() => schools.id, {
      onDelete: 'restrict',
    }),
    currency: text('currency').notNull().default('USD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_idx')
      .on(t.kind, t.ownerUserId)
      .where(sql`${t.ownerUserId} is not null`),
    uniqueIndex('ledger_accounts_school_kind_idx')
      .on(t.kind, t.ownerSchoolId)
      .where(sql`${t.ownerSchoolId} is not null`),
    uniqueIndex('ledger_accounts_system_kind_idx')
      .on(t.kind)
      .where(sql`${t.ownerUserId} is null and ${t.ownerSchoolId} is null`),
    // The restrict check when a user is deleted: the partial index above leads with kind.
    index('ledger_accounts_owner_idx').on(t.ownerUserId),
    index('ledger_accounts_owner_school_idx').on(t.ownerSchoolId),
    check('ledger_accounts_one_owner', sql`${t.ownerUserId} is null or ${t.ownerSchoolId} is null`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** Makes a replayed posting (a capture webhook delivered twice) a no-op. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_payment_idx').on(t.paymentId),
    // The console's daily totals by kind: the transactions of the last days.
    index('ledger_transactions_created_idx').on(t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Signed cents: positive credits the account, negative debits it. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_nonzero', sql`${t.amountCents} <> 0`),
  ],
);
