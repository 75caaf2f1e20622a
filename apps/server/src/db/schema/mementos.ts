import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/**
 * A memento an athlete publishes and fans license (issue 36, item 3; decision 0071). Deleting is
 * soft: buyers keep their license, their receipt and the verification page. The image, video,
 * license weeks and game-video mark are fixed once published; the price, words and manager may
 * change (a sale keeps what its checkout priced).
 */
export const mementos = pgTable(
  'mementos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Fans who bought it keep it (receipts, verification): never deleted with the account.
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** A short video (a YouTube link): buyers play it on their receipt, the public page never. */
    videoUrl: text('video_url'),
    priceCents: integer('price_cents').notNull(),
    licenseWeeks: integer('license_weeks').notNull(),
    /** The school's game video: sold only while the school's IP contract is approved. */
    isGameVideo: boolean('is_game_video').notNull().default(false),
    managerEmail: text('manager_email'),
    managerUserId: uuid('manager_user_id').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mementos_athlete_idx').on(t.athleteUserId, t.createdAt.desc(), t.id.desc()),
    index('mementos_manager_idx').on(t.managerUserId),
    index('mementos_image_file_idx').on(t.imageFileId),
    check('mementos_price_check', sql`${t.priceCents} > 0`),
    check('mementos_license_weeks_check', sql`${t.licenseWeeks} > 0`),
  ],
);
