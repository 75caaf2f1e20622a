import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const fanRequestStatusEnum = pgEnum('fan_request_status', ['pending', 'completed']);

/** A fan asks an athlete for a WhatsApp or Zoom call (spec: fan_requests). */
export const fanRequests = pgTable(
  'fan_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fanId: uuid('fan_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'WhatsApp' or 'Zoom', and the number or e-mail to call on. */
    callType: text('call_type').notNull(),
    callTypeValue: text('call_type_value').notNull(),
    status: fanRequestStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Keyset pages per athlete, newest first.
  (t) => [index('fan_requests_athlete_idx').on(t.athleteId, t.createdAt.desc(), t.id.desc())],
);
