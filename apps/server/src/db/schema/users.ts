import { ROLES } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('user_role', ROLES);

/** Every person who can sign in. Role-specific details live in their feature's tables. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    isManager: boolean('is_manager').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoggedInAt: timestamp('last_logged_in_at', { withTimezone: true }),
    /** When the owner proved the address by its link (fans must before voting); null until then. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    // E-mail is compared case-insensitively; the service stores it lower-cased, this enforces it.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // The athlete directory (decisions 0029 and 0042): name order (its keyset) in the "C"
    // collation, so a name's start is a range of it; the same keys from the first name, for a
    // first name's matches in name order; and a fragment with a space found in the full name
    // through trigrams (other fragments and typos: directory_names).
    index('users_name_order_idx').on(
      sql`(lower(${t.lastName}) collate "C")`,
      sql`(lower(${t.firstName}) collate "C")`,
      t.id,
    ),
    index('users_first_name_order_idx').on(
      sql`(lower(${t.firstName}) collate "C")`,
      sql`(lower(${t.lastName}) collate "C")`,
      t.id,
    ),
    // The console's user search (decision 0056): an e-mail's start is a range of this index in
    // the "C" collation (byte order), whatever the database's own collation.
    index('users_email_prefix_idx').on(sql`(lower(${t.email}) collate "C")`),
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`,
    ),
  ],
);

/**
 * Every distinct lower-cased first and last name of users (decision 0042): the directory finds
 * the names that contain a fragment or are similar to it (a typo) here, among distinct names,
 * then reads each name's athletes in name order from the users name indexes. Added by a trigger
 * on users (migration 0029), never pruned: a name nobody bears any more matches no one.
 */
export const directoryNames = pgTable(
  'directory_names',
  { name: text('name').primaryKey() },
  (t) => [index('directory_names_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
