import { AD_MEDIA, AD_STATUSES } from '@fhp/domain';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const vendorAdStatusEnum = pgEnum('vendor_ad_status', AD_STATUSES);
export const vendorAdMediaEnum = pgEnum('vendor_ad_media', AD_MEDIA);

/** A vendor's ad on the deals page (spec: vendor_bids). Only 'active' ads are listed. */
export const vendorAds = pgTable(
  'vendor_ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorUserId: uuid('vendor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** One of the domain's ad category codes (TL, FB, PCHG, ET, RT, TEC, OT). */
    category: text('category').notNull(),
    status: vendorAdStatusEnum('status').notNull().default('pending'),
    media: vendorAdMediaEnum('media').notNull(),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    website: text('website').notNull(),
    description: text('description').notNull(),
    /** Equals the number of rows in vendor_ad_views; both change in one statement. */
    totalViews: integer('total_views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_ads_list_idx').on(t.status, t.category, t.createdAt.desc(), t.id.desc()),
    index('vendor_ads_active_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('vendor_ads_vendor_idx').on(t.vendorUserId),
  ],
);

/**
 * Who has viewed an ad, once per viewer: a signed-in user's id, or for a guest a key the server
 * derives from the request. The primary key makes a second view by the same viewer a no-op.
 */
export const vendorAdViews = pgTable(
  'vendor_ad_views',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => vendorAds.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewerName: text('viewer_name').notNull(),
    viewerEmail: text('viewer_email').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.adId, t.viewerKey] }),
    index('vendor_ad_views_user_idx').on(t.userId),
  ],
);
