import {
  CONTEST_BADGE_KINDS,
  CONTEST_ENTRY_STATUSES,
  CONTEST_KINDS,
  CONTEST_SCHOOL_STATUSES,
  CONTEST_STATUSES,
} from '@fhp/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { oneOf } from './one-of';
import { schools, sports } from './reference';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A contest (spec part 2, "Contest"; issue 37, decision 0075), created by an operator. `number`
 * is the Contest Id athletes see and the shareable address (/contests/<number>).
 */
export const contests = pgTable(
  'contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sport: text('sport').references(() => sports.name, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    buyingEndDate: date('buying_end_date', { mode: 'string' }),
    rounds: smallint('rounds').notNull().default(1),
    currentRound: smallint('current_round').notNull().default(1),
    /** When round 2 began: a badge bought from then on counts in round 2. */
    roundTwoAt: timestamp('round_two_at', { withTimezone: true }),
    status: text('status').notNull().default('active'),
    organizerName: text('organizer_name').notNull(),
    organizerEmail: text('organizer_email').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contests_kind_status_idx').on(t.kind, t.status, t.startDate.desc()),
    index('contests_created_by_idx').on(t.createdBy),
    index('contests_sport_idx').on(t.sport),
    check('contests_kind_check', oneOf(t.kind, CONTEST_KINDS)),
    check('contests_status_check', oneOf(t.status, CONTEST_STATUSES)),
    check('contests_sport_of_kind', sql`(${t.kind} = 'sport') = (${t.sport} is not null)`),
    check('contests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'contests_rounds_check',
      sql`${t.rounds} in (1, 2) and ${t.currentRound} between 1 and ${t.rounds}`,
    ),
  ],
);

/** A school's entry in a sport contest (spec: contest_schools); an operator accepts it. */
export const contestSchools = pgTable(
  'contest_schools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contest_schools_contest_school_idx').on(t.contestId, t.schoolId),
    // All Contests: the accepted entries of the athlete's school.
    index('contest_schools_school_idx').on(t.schoolId, t.status),
    index('contest_schools_decided_by_idx').on(t.decidedBy),
    check('contest_schools_status_check', oneOf(t.status, CONTEST_SCHOOL_STATUSES)),
  ],
);

/**
 * An athlete in a contest: a sport contest's participation (spec: contest_athletes, `pending`)
 * or a brand-ambassador enrollment (spec: contest_enrollment, `enrolled`). One per athlete and
 * contest; leaving deletes it, and with it the entry's videos and their votes.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** The athlete's school when they entered a sport contest. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contest_entries_contest_athlete_idx').on(t.contestId, t.athleteUserId),
    index('contest_entries_athlete_idx').on(t.athleteUserId, t.createdAt.desc()),
    index('contest_entries_school_idx').on(t.schoolId),
    check('contest_entries_status_check', oneOf(t.status, CONTEST_ENTRY_STATUSES)),
  ],
);

/**
 * An entry's videos (spec: contest_videos): 1 to 8 YouTube video ids, never the links as typed.
 * Fans vote for it. One per entry.
 */
export const contestVideos = pgTable(
  'contest_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .unique()
      .references(() => contestEntries.id, { onDelete: 'cascade' }),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoIds: text('video_ids').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contest_videos_contest_idx').on(t.contestId, t.createdAt),
    index('contest_videos_athlete_idx').on(t.athleteUserId),
    check('contest_videos_count_check', sql`cardinality(${t.videoIds}) between 1 and 8`),
  ],
);

/** Co-athletes on an entry's videos (spec: participantList, the owner aside): at most 5. */
export const contestVideoAthletes = pgTable(
  'contest_video_athletes',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => contestVideos.id, { onDelete: 'cascade' }),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.athleteUserId] }),
    index('contest_video_athletes_athlete_idx').on(t.athleteUserId),
  ],
);

/**
 * A fan's vote for a contest video in a round: one per fan, video and round (the unique index,
 * so 50 requests at once count once). An operator voids votes with a reason; a voided vote stays
 * (it cannot be cast again) and no board counts it.
 */
export const contestVotes = pgTable(
  'contest_votes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => contestVideos.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    fanUserId: uuid('fan_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => users.id, { onDelete: 'set null' }),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('contest_votes_one_per_round_idx').on(t.videoId, t.round, t.fanUserId),
    // The athletes' board of a round: counted from this index alone.
    index('contest_votes_board_idx')
      .on(t.contestId, t.round, t.videoId)
      .where(sql`${t.voidedAt} is null`),
    // The fans' board and the console's votes per fan, read from the index alone (whole, with
    // the void in it: it also serves the contest's foreign key).
    index('contest_votes_fan_board_idx').on(t.contestId, t.fanUserId, t.voidedAt),
    index('contest_votes_fan_idx').on(t.fanUserId),
    index('contest_votes_voided_by_idx').on(t.voidedBy),
    check('contest_votes_round_check', sql`${t.round} in (1, 2)`),
  ],
);

/**
 * A badge made for a contest (spec: talking badge of type votegetter or honor_badge): a
 * vote-getter badge on a brand-ambassador entry (at most 5 per athlete and contest) or an honor
 * badge of a completed sport contest. Fans buy them (sale kind `contest_badge`, the purchase's
 * item). Deleting is soft: buyers keep theirs.
 */
export const contestBadges = pgTable(
  'contest_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'restrict' }),
    athleteUserId: uuid('athlete_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    introFileId: uuid('intro_file_id').references(() => files.id, { onDelete: 'set null' }),
    appealFileId: uuid('appeal_file_id').references(() => files.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contest_badges_contest_athlete_idx').on(t.contestId, t.athleteUserId, t.kind),
    index('contest_badges_athlete_idx').on(t.athleteUserId, t.createdAt.desc()),
    index('contest_badges_intro_file_idx').on(t.introFileId),
    index('contest_badges_appeal_file_idx').on(t.appealFileId),
    check('contest_badges_kind_check', oneOf(t.kind, CONTEST_BADGE_KINDS)),
    check('contest_badges_price_check', sql`${t.priceCents} > 0`),
  ],
);

/**
 * What an operator recorded as a contest's reward to an athlete or a fan (spec: winnerAmount,
 * rewardedAmount). A record of the organiser's prize, paid outside the marketplace (decision 0075).
 */
export const contestRewards = pgTable(
  'contest_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contest_rewards_recipient_idx').on(t.contestId, t.recipientUserId),
    index('contest_rewards_user_idx').on(t.recipientUserId),
    index('contest_rewards_recorded_by_idx').on(t.recordedBy),
    check('contest_rewards_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/** Single-use links that confirm a fan's e-mail address (votes need it); only the SHA-256 is kept. */
export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_confirmation_tokens_user_idx').on(t.userId)],
);
