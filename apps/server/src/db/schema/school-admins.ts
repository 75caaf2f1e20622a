import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './reference';
import { users } from './users';

/**
 * A school administrator's school and whether it offers the intellectual-property contract
 * (spec: school-admin state, county, instituteName, ip_contract). Athletes are offered the
 * contract when their listed school is this one (`school_id`); the name is for display, and an
 * admin whose school is not in the lists (no id) offers no contract.
 */
export const schoolAdminProfiles = pgTable(
  'school_admin_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stateCode: text('state_code').notNull(),
    /** Null for colleges, which are listed by city rather than county. */
    county: text('county'),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    schoolName: text('school_name').notNull(),
    ipContract: boolean('ip_contract').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The contract offer looks admins up by school; deleting a school sets it null.
  (t) => [index('school_admin_profiles_school_idx').on(t.schoolId)],
);
