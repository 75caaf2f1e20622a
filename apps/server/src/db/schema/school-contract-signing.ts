import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schoolContracts } from './school-contracts';

/**
 * The one-time codes that prove the School Verification Officer controls the request's school
 * e-mail (issue #35, item 5). Only a salted SHA-256 of the code is kept; the newest row of a
 * contract is the one that counts (asking again replaces it). Wrong tries are counted on the row.
 */
export const schoolContractCodes = pgTable(
  'school_contract_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => schoolContracts.id, { onDelete: 'cascade' }),
    /** The address the code was sent to (the contract's officer e-mail at the time). */
    sentTo: text('sent_to').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('school_contract_codes_attempts_check', sql`${t.attempts} >= 0`),
    index('school_contract_codes_contract_idx').on(t.contractId, t.createdAt.desc()),
  ],
);

/**
 * A signing session: what a right code grants, for one contract, for a few hours. The browser
 * holds the random token in an HttpOnly cookie; only its SHA-256 is kept here.
 */
export const schoolContractGrants = pgTable(
  'school_contract_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => schoolContracts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the officer first opened the contract with this grant (the 'viewed' event, once). */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('school_contract_grants_token_idx').on(t.tokenHash),
    index('school_contract_grants_contract_idx').on(t.contractId),
  ],
);
