import { RESOLUTION_PARTIES, RESOLUTION_STATUSES, RESOLUTION_TYPES } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { users } from './users';

/**
 * An athlete's resolution (support ticket, spec part 2). Name, athlete ID, e-mail and phone are
 * copied from the profile when it is opened, as the spec's record keeps them.
 */
export const resolutions = pgTable(
  'resolutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    athleteNumber: integer('athlete_number').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    type: text('type').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('pending'),
    openedBy: text('opened_by').notNull().default('athlete'),
    /** Who changed it last: a message or a decision. */
    updatedBy: text('updated_by').notNull().default('athlete'),
    /** The operator who accepted or closed it last. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('resolutions_type_check', oneOf(t.type, RESOLUTION_TYPES)),
    check('resolutions_status_check', oneOf(t.status, RESOLUTION_STATUSES)),
    check('resolutions_opened_by_check', oneOf(t.openedBy, RESOLUTION_PARTIES)),
    check('resolutions_updated_by_check', oneOf(t.updatedBy, RESOLUTION_PARTIES)),
    // The athlete's list (and the per-day limit), newest first.
    index('resolutions_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The console's list: every resolution, or one state's, newest first.
    index('resolutions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('resolutions_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // The console's search: an athlete ID, or the start of a name or an e-mail.
    index('resolutions_athlete_number_idx').on(t.athleteNumber),
    index('resolutions_name_search_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('resolutions_email_search_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('resolutions_decided_by_idx').on(t.decidedBy),
  ],
);

/** One message of a resolution's thread (spec: message, senderId, createdAt). */
export const resolutionMessages = pgTable(
  'resolution_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resolutionId: uuid('resolution_id')
      .notNull()
      .references(() => resolutions.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which side wrote it ('athlete' or 'admin'), kept when the sender's account is gone. */
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('resolution_messages_sender_check', oneOf(t.sender, RESOLUTION_PARTIES)),
    index('resolution_messages_thread_idx').on(t.resolutionId, t.createdAt, t.id),
    index('resolution_messages_sender_idx').on(t.senderId),
  ],
);
