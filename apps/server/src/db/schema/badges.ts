import {
  FAN_NOTIFICATION_TYPES,
  FEE_BADGE_KINDS,
  INTRO_KEYS,
  RATED_ITEM_KINDS,
  SATISFACTIONS,
  SEASONAL_BADGE_TYPES,
  SEASONAL_SPORT_TYPES,
  SEASONAL_SPORTS,
} from '@fhp/domain';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { oneOf } from './one-of';
import { payments } from './payments';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An athlete's seasonal badge (spec part 2, section 3). Deleting is soft (`deleted_at`): fans
 * who bought it keep it. A paid one (the 6th on) names the payment of its fee, unique, so a
 * replayed or raced capture cannot create it twice.
 */
export const seasonalBadges = pgTable(
  'seasonal_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Fans who bought it keep it (receipts, verification): never deleted with the account.
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    eventPlus: text('event_plus'),
    year: integer('year').notNull(),
    sport: text('sport').notNull(),
    sportType: text('sport_type').notNull(),
    listNumber: integer('list_number').notNull(),
    typeData1: text('type_data_1').notNull(),
    typeData2: text('type_data_2').notNull(),
    typeData3: text('type_data_3').notNull(),
    managerEmail: text('manager_email'),
    managerUserId: uuid('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    videoUrl: text('video_url'),
    videoPriceCents: integer('video_price_cents'),
    qrFileId: uuid('qr_file_id').references(() => files.id, { onDelete: 'set null' }),
    qrPriceCents: integer('qr_price_cents'),
    bought: integer('bought').notNull().default(0),
    feeCents: integer('fee_cents').notNull().default(0),
    feePaymentId: uuid('fee_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list (newest first) and, by its leading column, the athlete foreign key.
    index('seasonal_badges_athlete_idx').on(t.athleteUserId, t.createdAt.desc(), t.id.desc()),
    // My Seasonal Badges: one sport's tab.
    index('seasonal_badges_athlete_sport_idx').on(
      t.athleteUserId,
      t.sport,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('seasonal_badges_manager_idx').on(t.managerUserId),
    index('seasonal_badges_qr_file_idx').on(t.qrFileId),
    uniqueIndex('seasonal_badges_fee_payment_idx').on(t.feePaymentId),
    check('seasonal_badges_type_check', oneOf(t.type, SEASONAL_BADGE_TYPES)),
    check('seasonal_badges_sport_check', oneOf(t.sport, SEASONAL_SPORTS)),
    check('seasonal_badges_sport_type_check', oneOf(t.sportType, SEASONAL_SPORT_TYPES)),
  ],
);

/** An athlete's talking badge: two images (stored re-encoded; an SVG as a PNG), a price. */
export const talkingBadges = pgTable(
  'talking_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Fans who bought it keep it (receipts, verification): never deleted with the account.
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    introFileId: uuid('intro_file_id').references(() => files.id, { onDelete: 'set null' }),
    appealFileId: uuid('appeal_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The video the athlete chose (a YouTube link, optional); buyers play it on their receipt. */
    videoUrl: text('video_url'),
    managerEmail: text('manager_email'),
    managerUserId: uuid('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    feeCents: integer('fee_cents').notNull().default(0),
    feePaymentId: uuid('fee_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('talking_badges_athlete_idx').on(t.athleteUserId, t.createdAt.desc(), t.id.desc()),
    index('talking_badges_manager_idx').on(t.managerUserId),
    index('talking_badges_intro_file_idx').on(t.introFileId),
    index('talking_badges_appeal_file_idx').on(t.appealFileId),
    uniqueIndex('talking_badges_fee_payment_idx').on(t.feePaymentId),
  ],
);

/**
 * An athlete's rating of the manager named on one of their badges: one per badge (the unique
 * index refuses a second). The manager search reads them by manager.
 */
export const managerRatings = pgTable(
  'manager_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerUserId: uuid('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    managerEmail: text('manager_email').notNull(),
    itemKind: text('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    rating: integer('rating').notNull(),
    satisfaction: text('satisfaction').notNull(),
    remarks: text('remarks').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('manager_ratings_item_idx').on(t.itemKind, t.itemId),
    index('manager_ratings_athlete_idx').on(t.athleteUserId),
    index('manager_ratings_manager_idx').on(t.managerUserId, t.createdAt.desc()),
    check('manager_ratings_item_kind_check', oneOf(t.itemKind, RATED_ITEM_KINDS)),
    check('manager_ratings_satisfaction_check', oneOf(t.satisfaction, SATISFACTIONS)),
  ],
);

/** The optional strategy rating given with a manager rating (spec: strategy-rating). */
export const strategyRatings = pgTable(
  'strategy_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerUserId: uuid('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    managerEmail: text('manager_email').notNull(),
    itemKind: text('item_kind').notNull(),
    itemId: uuid('item_id').notNull(),
    rating: integer('rating').notNull(),
    remarks: text('remarks').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('strategy_ratings_item_idx').on(t.itemKind, t.itemId),
    index('strategy_ratings_athlete_idx').on(t.athleteUserId),
    index('strategy_ratings_manager_idx').on(t.managerUserId, t.createdAt.desc()),
    check('strategy_ratings_item_kind_check', oneOf(t.itemKind, RATED_ITEM_KINDS)),
  ],
);

/**
 * A badge waiting for its fee: the form and the already-stored uploads, kept with the payment.
 * The capture handler creates the badge from it, once; the file columns keep the uploads from
 * the unreferenced-files clean-up meanwhile.
 */
export const badgeDrafts = pgTable(
  'badge_drafts',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    fileId1: uuid('file_id_1').references(() => files.id, { onDelete: 'set null' }),
    fileId2: uuid('file_id_2').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('badge_drafts_athlete_idx').on(t.athleteUserId),
    index('badge_drafts_file_1_idx').on(t.fileId1),
    index('badge_drafts_file_2_idx').on(t.fileId2),
    check('badge_drafts_kind_check', oneOf(t.kind, FEE_BADGE_KINDS)),
  ],
);

/**
 * What fans are told about an athlete's new items, written in the item's transaction. The fan
 * side (later) reads them newest first and keeps its own read marks.
 */
export const fanNotifications = pgTable(
  'fan_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    itemId: uuid('item_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('fan_notifications_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('fan_notifications_athlete_idx').on(t.athleteUserId, t.createdAt.desc()),
    check('fan_notifications_type_check', oneOf(t.type, FAN_NOTIFICATION_TYPES)),
  ],
);

/** The intro screens an athlete continued past (seasonal, talking, mementos). */
export const athleteIntros = pgTable(
  'athlete_intros',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('athlete_intros_key_check', oneOf(t.key, INTRO_KEYS)),
  ],
);
