import { ISSUE_STATUSES } from '@fhp/domain';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const issueStatusEnum = pgEnum('issue_status', ISSUE_STATUSES);

/** An issue raised by an athlete (spec: complaint with issue_from 'Player'). */
export const athleteIssues = pgTable(
  'athlete_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random 1000..10999, shown to people; not unique by design of the spec, never a key. */
    issueNumber: integer('issue_number').notNull(),
    message: text('message').notNull(),
    issueFrom: text('issue_from').notNull().default('Player'),
    status: issueStatusEnum('status').notNull().default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator's decision (console): note for the athlete, when, by whom. */
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('athlete_issues_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The console's lists: every issue, or those of one state, newest first.
    index('athlete_issues_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('athlete_issues_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('athlete_issues_decided_by_idx').on(t.decidedBy),
  ],
);
