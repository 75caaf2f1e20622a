import { FAN_CALL_TYPES, FAN_REQUEST_STATUSES } from '@fhp/domain';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const fanRequestStatusEnum = pgEnum('fan_request_status', FAN_REQUEST_STATUSES);
export const fanCallTypeEnum = pgEnum('fan_call_type', FAN_CALL_TYPES);

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
    callType: fanCallTypeEnum('call_type').notNull(),
    callTypeValue: text('call_type_value').notNull(),
    status: fanRequestStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset pages per athlete, newest first.
    index('fan_requests_athlete_idx').on(t.athleteId, t.createdAt.desc(), t.id.desc()),
    // Deleting a fan cascades to their requests.
    index('fan_requests_fan_idx').on(t.fanId),
  ],
);
