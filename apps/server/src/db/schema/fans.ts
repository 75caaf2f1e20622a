import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './reference';
import { users } from './users';

/**
 * Where a fan follows athletes from: new athletes at a school in the fan's state and city (or
 * county, for high schools) or at the fan's favourite school are announced to them by e-mail.
 */
export const fanProfiles = pgTable(
  'fan_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateCode: text('state_code').notNull(),
    city: text('city'),
    county: text('county'),
    favoriteSchoolId: integer('favorite_school_id').references(() => schools.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fan_profiles_city_idx').on(t.stateCode, t.city),
    index('fan_profiles_county_idx').on(t.stateCode, t.county),
    index('fan_profiles_school_idx').on(t.favoriteSchoolId),
  ],
);
