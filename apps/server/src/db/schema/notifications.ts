import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from './reference';
import { users } from './users';

/** A message to one user (an athlete's bell). Unread while read_at is null. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    fanId: uuid('fan_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The school a school administrator's notification is about (spec: notifications matched
     * by school): an athlete of the school registered, accepted its IP contract, sold under it.
     */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves both tabs' keyset pages: newest first per user and read state.
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.readAt} is null`),
    index('notifications_user_read_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.readAt} is not null`),
    // Deleting a user (cascade) or a fan (set null): the partial indexes above cannot serve it.
    index('notifications_user_idx').on(t.userId),
    index('notifications_fan_idx').on(t.fanId),
    index('notifications_school_idx').on(t.schoolId),
  ],
);

/** Work items for the operators (city requests, athlete issues, ...). */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    notifyId: text('notify_id').notNull(),
    status: boolean('status').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The console's inbox pages newest first by read state and kind (keyset on created_at, id);
  // the unread count reads the status index alone.
  (t) => [
    index('admin_notifications_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_notifications_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('admin_notifications_type_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('admin_notifications_type_status_idx').on(
      t.type,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // Deciding a request marks its notification read.
    index('admin_notifications_notify_idx').on(t.notifyId),
  ],
);
