import {
  ATHLETE_BIO_MAX_LENGTH,
  ATHLETE_TYPES,
  CONTACT_METHODS,
  COUNTRIES,
  GENDERS,
  REGISTRATION_STATUSES,
} from '@fhp/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { oneOf } from './one-of';
import { payments } from './payments';
import { schools } from './reference';
import { users } from './users';

/** athleteID: consecutive numbers from a sequence, unique even under concurrent sign-ups. */
export const athleteNumberSeq = pgSequence('athlete_number_seq', { startWith: 1001 });

export const athleteTypeEnum = pgEnum('athlete_type', ATHLETE_TYPES);
export const registrationStatusEnum = pgEnum('registration_status', REGISTRATION_STATUSES);

/**
 * The athlete record beside the user account (names and e-mail are on `users`). Columns are
 * nullable where rows older than sign-up (demo, tests) have no value; sign-up fills them all.
 */
export const athleteProfiles = pgTable(
  'athlete_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    athleteNumber: integer('athlete_number')
      .notNull()
      .unique()
      .default(sql`nextval('athlete_number_seq')`),
    /** Rows made before sign-up existed count as active; sign-up starts at 'pending_fee'. */
    registrationStatus: registrationStatusEnum('registration_status').notNull().default('active'),
    athleteType: athleteTypeEnum('athlete_type'),
    sport: text('sport'),
    /** The state's name, for display ("sport | state"); 'Other' on the Other path. */
    state: text('state'),
    /** USPS code, or 'OTHER'. */
    stateCode: text('state_code'),
    county: text('county'),
    city: text('city'),
    /** The listed school (null on the Other path) and the name shown either way. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    schoolName: text('school_name'),
    /** True when the athlete typed an institution not in the lists (spec: new_institute). */
    newInstitute: boolean('new_institute').notNull().default(false),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender'),
    phone: text('phone'),
    country: text('country'),
    schoolAthlete: boolean('school_athlete'),
    contactMethod: text('contact_method'),
    contactValue: text('contact_value'),
    payoutEmail: text('payout_email'),
    /**
     * When the athlete last changed the payout e-mail (the password-confirmed change); null for
     * an address given at sign-up, which is not held. Withdrawals wait PAYOUT_EMAIL_HOLD_HOURS
     * from here, so a thief who changes it cannot withdraw before the owner reads the notice.
     */
    payoutEmailChangedAt: timestamp('payout_email_changed_at', { withTimezone: true }),
    /** Chat rate per minute in cents; null until the athlete sets it. */
    chatRateCents: integer('chat_rate_cents'),
    sportBadgeRateCents: integer('sport_badge_rate_cents'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    feePaymentId: uuid('fee_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The QR code image and the video link behind it (spec: qrCode, Qr_Url). */
    qrCodeFileId: uuid('qr_code_file_id').references(() => files.id, { onDelete: 'set null' }),
    qrUrl: text('qr_url'),
    youtubeUrl: text('youtube_url'),
    /** Plain text shown on the public page, at most ATHLETE_BIO_MAX_LENGTH characters. */
    bio: text('bio'),
    /** [{ name: 'Facebook' | 'Instagram' | 'Twitter', url }], each platform once. */
    socialMedia: jsonb('social_media')
      .$type<{ name: 'Facebook' | 'Instagram' | 'Twitter'; url: string }[]>()
      .notNull()
      .default([]),
    /** Up to 3 athlete numbers the athlete recommends (spec: promoted_teammates). */
    promotedTeammates: jsonb('promoted_teammates').$type<number[]>().notNull().default([]),
    /** The rating given by managers (document 2); null shows 'pending'. */
    rvRating: doublePrecision('rv_rating'),
    showRvRating: boolean('show_rv_rating').notNull().default(false),
    /** The school admin whose IP contract the athlete signed; cleared when the address changes. */
    schoolAdminId: uuid('school_admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the athlete said Yes to the school's IP contract (the school area lists it). */
    schoolIpAcceptedAt: timestamp('school_ip_accepted_at', { withTimezone: true }),
    /** Badge counters (spec: seasonalBadge, totalSeasonalBadges, talkingBadge). The totals count
     * every badge ever created (deleting does not give a free one back); seasonal_badge_count
     * counts those not deleted. Read under this row's lock to decide the free ones. */
    seasonalBadgeCount: integer('seasonal_badge_count').notNull().default(0),
    totalSeasonalBadges: integer('total_seasonal_badges').notNull().default(0),
    talkingBadgeCount: integer('talking_badge_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('athlete_profiles_school_place_idx').on(t.stateCode, t.city, t.county),
    // File references: the unreferenced-files clean-up and a file's delete look rows up by them.
    index('athlete_profiles_photo_file_idx').on(t.photoFileId),
    index('athlete_profiles_qr_code_file_idx').on(t.qrCodeFileId),
    // Foreign keys: deleting the referenced row (set null) finds the athletes through these.
    index('athlete_profiles_school_idx').on(t.schoolId),
    // The athlete directory's sport filter (case-insensitive, as trending's).
    index('athlete_profiles_sport_lower_idx').on(sql`lower(${t.sport})`),
    index('athlete_profiles_school_admin_idx').on(t.schoolAdminId),
    index('athlete_profiles_fee_payment_idx').on(t.feePaymentId),
    // The sign-up's choices; null where rows older than sign-up have none.
    check('athlete_profiles_gender_check', oneOf(t.gender, GENDERS)),
    check(
      'athlete_profiles_bio_length',
      sql`char_length(${t.bio}) <= ${sql.raw(String(ATHLETE_BIO_MAX_LENGTH))}`,
    ),
    check('athlete_profiles_country_check', oneOf(t.country, COUNTRIES)),
    check('athlete_profiles_contact_method_check', oneOf(t.contactMethod, CONTACT_METHODS)),
  ],
);

/** What an athlete agreed to at sign-up: one row per document, with its version and time. */
export const athleteAcceptances = pgTable(
  'athlete_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentKey: text('document_key').notNull(),
    documentVersion: text('document_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('athlete_acceptances_user_idx').on(t.userId, t.documentKey)],
);
