import { SCHOOL_KINDS } from '@fhp/domain';
import { boolean, index, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Reference lists behind the pickers, loaded from committed files (src/seed/reference). */
export const states = pgTable('states', {
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
  highSchoolAllowed: boolean('high_school_allowed').notNull().default(false),
});

export const counties = pgTable(
  'counties',
  {
    id: serial('id').primaryKey(),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.code),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('counties_state_name_idx').on(t.stateCode, t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.code),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('cities_state_name_idx').on(t.stateCode, t.name)],
);

export const schoolKindEnum = pgEnum('school_kind', SCHOOL_KINDS);

export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    kind: schoolKindEnum('kind').notNull(),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.code),
    county: text('county'),
    city: text('city'),
    name: text('name').notNull(),
  },
  // State first: the lists filter on kind and state alike, and the foreign key needs it leading.
  (t) => [
    index('schools_high_school_idx').on(t.stateCode, t.kind, t.county, t.name),
    index('schools_college_idx').on(t.stateCode, t.kind, t.city, t.name),
  ],
);

export const sports = pgTable('sports', {
  name: text('name').primaryKey(),
});
