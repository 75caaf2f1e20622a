import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Operators' notes on a user (/console/users/:id): written once, never edited (a trigger
 * refuses UPDATE, migration console_user_notes). The author is kept by id and e-mail without a
 * foreign key, as in the audit log: a note outlives its author's account. A note goes with the
 * account it is about (cascade), as the rest of that person's data does.
 */
export const userNotes = pgTable(
  'user_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull(),
    authorEmail: text('author_email').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_notes_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
