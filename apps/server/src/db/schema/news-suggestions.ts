import { NEWS_SUGGESTION_STATUSES, NEWS_SUGGESTION_TYPES } from '@fhp/domain';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { users } from './users';

/**
 * A news suggestion sent from the public page (type, remarks, an optional reply e-mail, and the
 * account when a signed-in user sent it): the operators decide it in the console's requests.
 */
export const newsSuggestions = pgTable(
  'news_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    remarks: text('remarks').notNull(),
    email: text('email'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'news_suggestions_type_check',
      oneOf(
        t.type,
        NEWS_SUGGESTION_TYPES.map((x) => x.value),
      ),
    ),
    check('news_suggestions_status_check', oneOf(t.status, NEWS_SUGGESTION_STATUSES)),
    index('news_suggestions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('news_suggestions_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('news_suggestions_user_idx').on(t.userId),
    index('news_suggestions_decided_by_idx').on(t.decidedBy),
  ],
);
