import { MODERATION_KINDS, MODERATION_PLACES, MODERATION_STATES } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { oneOf } from './one-of';
import { users } from './users';

/**
 * The moderation queue: an athlete's new or changed photo, QR image, badge image or blog post,
 * published at once and written here in the same transaction, for an operator to mark reviewed
 * or hide (decided once: `where state = 'pending'`). A hidden file is refused by /api/files/:id.
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    place: text('place').notNull(),
    state: text('state').notNull().default('pending'),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The row that shows it: the athlete's user id, a badge's id or a post's id. */
    subjectId: uuid('subject_id').notNull(),
    /** The image (null for a post). Deleting the file (replaced by a newer one) drops its item. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedByEmail: text('decided_by_email'),
    reason: text('reason'),
  },
  (t) => [
    check('moderation_items_kind_check', oneOf(t.kind, MODERATION_KINDS)),
    check('moderation_items_place_check', oneOf(t.place, MODERATION_PLACES)),
    check('moderation_items_state_check', oneOf(t.state, MODERATION_STATES)),
    // The queue's keyset, and its filters by state and by kind.
    index('moderation_items_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('moderation_items_state_created_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('moderation_items_kind_created_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    index('moderation_items_kind_state_created_idx').on(
      t.kind,
      t.state,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('moderation_items_athlete_idx').on(t.athleteUserId),
    index('moderation_items_decided_by_idx').on(t.decidedById),
    index('moderation_items_file_idx').on(t.fileId),
    // The files route's question: is this file hidden?
    index('moderation_items_hidden_file_idx').on(t.fileId).where(sql`${t.state} = 'hidden'`),
  ],
);
