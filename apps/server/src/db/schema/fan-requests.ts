import { FAN_CALL_TYPES, FAN_REQUEST_STATUSES } from '@fhp/domain';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { purchases } from './purchases';
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
    /**
     * The paid call request (a fan's single_chat purchase) this row was made for; unique, so a
     * purchase makes one request. Null for requests older than fan purchases.
     */
    purchaseId: uuid('purchase_id')
      .unique()
      .references(() => purchases.id, { onDelete: 'set null' }),
    /** How many minutes the fan paid for (null without a purchase). */
    minutes: integer('minutes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset pages per athlete, newest first.
    index('fan_requests_athlete_idx').on(t.athleteId, t.createdAt.desc(), t.id.desc()),
    // Deleting a fan cascades to their requests.
    index('fan_requests_fan_idx').on(t.fanId),
  ],
);
