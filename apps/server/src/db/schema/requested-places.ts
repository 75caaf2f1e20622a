import { PLACE_REQUEST_KINDS, PLACE_REQUEST_STATUSES } from '@fhp/domain';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const placeRequestKindEnum = pgEnum('place_request_kind', PLACE_REQUEST_KINDS);
export const placeRequestStatusEnum = pgEnum('place_request_status', PLACE_REQUEST_STATUSES);

/**
 * Requests for a new city or a new sport (spec: requested_locations, requested_sports). Both
 * have the same fields, so one table with a kind serves both screens.
 */
export const placeRequests = pgTable(
  'place_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: placeRequestKindEnum('kind').notNull(),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    city: text('city').notNull(),
    college: text('college').notNull(),
    sport: text('sport').notNull(),
    status: placeRequestStatusEnum('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator's decision (console): note for the athlete, when, by whom. */
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('place_requests_kind_idx').on(t.kind, t.createdAt.desc(), t.id.desc()),
    index('place_requests_kind_status_idx').on(t.kind, t.status, t.createdAt.desc(), t.id.desc()),
    index('place_requests_added_by_idx').on(t.addedBy),
    index('place_requests_decided_by_idx').on(t.decidedBy),
  ],
);

/**
 * Who supports a request: one row per user (the primary key), so the support count is
 * count(*) and stays exact under concurrent toggles.
 */
export const placeRequestSupporters = pgTable(
  'place_request_supporters',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => placeRequests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.userId] }),
    index('place_request_supporters_user_idx').on(t.userId),
  ],
);
