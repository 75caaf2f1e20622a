import {
  CONTEST_DONE_STATUSES,
  messages,
  type TContestStatus,
  type TSportContestDetails,
  type TSportContestRow,
  type TSportContestsPage,
  type TSportContestTab,
} from '@fhp/domain';
import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { athleteProfiles, contestEntries, contests } from '../../db/schema';
import { type Db, type DbOrTx, queryRows } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { conflict, forbidden, notFound } from '../../platform/http/app-error';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { supporterName } from '../athlete-page/read-athlete-page';
import { type ContestRow, loadContest, personName } from './contest-rows';

const m = messages.contests;

/** The athlete's own school and sport, what every sport contest rule is decided by. */
export type SportAthlete = { userId: string; schoolId: number | null; sport: string | null };

export async function loadSportAthlete(db: DbOrTx, userId: string): Promise<SportAthlete> {
  const [row] = await db
    .select({ schoolId: athleteProfiles.schoolId, sport: athleteProfiles.sport })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, userId));
  return { userId, schoolId: row?.schoolId ?? null, sport: row?.sport ?? null };
}

/**
 * A sport contest is the athlete's when it is of their sport and its school entry for their own
 * school is accepted (spec: "Contest participation is limited to the athlete's own school and
 * sport"). Null when the athlete has no school or sport: no contest is theirs.
 */
function eligible(athlete: SportAthlete): SQL | null {
  if (athlete.schoolId === null || !athlete.sport) return null;
  return and(
    eq(contests.kind, 'sport'),
    sql`lower(${contests.sport}) = lower(${athlete.sport})`,
    exists(
      sql`(select 1 from contest_schools cs where cs.contest_id = "contests"."id"
        and cs.school_id = ${athlete.schoolId} and cs.status = 'accepted')`,
    ),
  ) as SQL;
}

// Spelled with the tables' names: drizzle writes a select's columns unqualified.
const participatedSql = (userId: string) =>
  sql<boolean>`exists (select 1 from contest_entries e
    where e.contest_id = "contests"."id" and e.athlete_user_id = ${userId})`;

const rowColumns = (userId: string) => ({
  id: contests.id,
  number: contests.number,
  title: contests.title,
  sport: contests.sport,
  startDate: contests.startDate,
  endDate: contests.endDate,
  status: contests.status,
  createdAt: contests.createdAt,
  participated: participatedSql(userId),
});

type Row = {
  id: string;
  number: number;
  title: string;
  sport: string | null;
  startDate: string;
  endDate: string;
  status: string;
  participated: boolean;
};

function presentRow(row: Row): TSportContestRow {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    sport: row.sport ?? '',
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as TContestStatus,
    participated: Boolean(row.participated),
  };
}

/** All Contests (active) or Completed Contests, newest first, a keyset page. */
export async function listSportContests(
  db: DbOrTx,
  userId: string,
  query: { tab: TSportContestTab; cursor: Cursor | null; limit: number },
): Promise<TSportContestsPage> {
  const athlete = await loadSportAthlete(db, userId);
  const mine = eligible(athlete);
  if (!mine) return { items: [], nextCursor: null };
  const statuses: readonly TContestStatus[] =
    query.tab === 'all' ? ['active'] : CONTEST_DONE_STATUSES;
  const rows = await db
    .select(rowColumns(userId))
    .from(contests)
    .where(
      and(
        mine,
        inArray(contests.status, [...statuses]),
        query.cursor ? afterCursor(contests, contests, query.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(contests))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit);
  return { items: page.items.map(presentRow), nextCursor: page.nextCursor };
}

/**
 * The contest if it exists, is a sport contest and is the athlete's; `forUpdate` locks its row.
 * Another contest is a 404 (its details are not the athlete's to read) unless `refuse` says to
 * answer notYourSchool (Participate, the honor badge: the athlete named the contest).
 */
export async function loadSportContestFor(
  db: DbOrTx,
  athlete: SportAthlete,
  contestId: string,
  options: { forUpdate?: boolean; refuse?: boolean } = {},
): Promise<ContestRow> {
  const contest = await loadContest(db, contestId, options.forUpdate);
  const mine = eligible(athlete);
  const [ok] = mine
    ? await db
        .select({ id: contests.id })
        .from(contests)
        .where(and(eq(contests.id, contestId), mine))
    : [];
  if (!ok) {
    if (options.refuse && contest.kind === 'sport') throw forbidden(m.notYourSchool);
    throw notFound(m.notFound);
  }
  return contest;
}

export async function readSportContestRow(
  db: DbOrTx,
  userId: string,
  contestId: string,
): Promise<TSportContestRow> {
  const [row] = await db
    .select(rowColumns(userId))
    .from(contests)
    .where(eq(contests.id, contestId));
  if (!row) throw notFound(m.notFound);
  return presentRow(row);
}

/** View Details: the organizer, the school entries, the athletes in it and its fans. */
export async function sportContestDetails(
  db: DbOrTx,
  userId: string,
  contestId: string,
): Promise<TSportContestDetails> {
  const athlete = await loadSportAthlete(db, userId);
  const contest = await loadSportContestFor(db, athlete, contestId);
  const [schools, athletes, fans] = await Promise.all([
    queryRows<{ name: string; state: string; status: string }>(
      db,
      sql`select s.name, coalesce(st.name, s.state_code) as state, cs.status
        from contest_schools cs
        join schools s on s.id = cs.school_id
        left join states st on st.code = s.state_code
        where cs.contest_id = ${contest.id}
        order by s.name, cs.id`,
    ),
    queryRows<{
      first_name: string | null;
      last_name: string | null;
      athlete_number: number;
      school: string | null;
    }>(
      db,
      sql`select u.first_name, u.last_name, ap.athlete_number,
          coalesce(s.name, ap.school_name) as school
        from contest_entries e
        join users u on u.id = e.athlete_user_id
        join athlete_profiles ap on ap.user_id = e.athlete_user_id
        left join schools s on s.id = e.school_id
        where e.contest_id = ${contest.id}
        order by e.created_at, e.id`,
    ),
    // Fans who voted (votes not voided) or bought one of its badges (not refunded).
    queryRows<{ first_name: string | null; last_name: string | null; votes: number }>(
      db,
      sql`with fans as (
          select fan_user_id, count(*)::int as votes from contest_votes
          where contest_id = ${contest.id} and voided_at is null group by fan_user_id
          union all
          select p.fan_user_id, 0 from contest_badges b
          join purchases p on p.item_id = b.id and p.kind = 'contest_badge'
            and p.refunded_at is null
          where b.contest_id = ${contest.id} and p.fan_user_id is not null
        ), totals as (
          select fan_user_id, sum(votes)::int as votes from fans group by fan_user_id
        )
        select u.first_name, u.last_name, t.votes from totals t
        join users u on u.id = t.fan_user_id
        order by t.votes desc, u.first_name, u.id`,
    ),
  ]);
  return {
    id: contest.id,
    number: contest.number,
    organizerName: contest.organizerName,
    organizerEmail: contest.organizerEmail,
    schools: schools.map((s) => ({
      name: s.name,
      state: s.state,
      status: s.status as TSportContestDetails['schools'][number]['status'],
    })),
    athletes: athletes.map((a) => ({
      name: personName(a.first_name, a.last_name),
      athleteNumber: Number(a.athlete_number),
      school: a.school,
    })),
    fans: fans.map((f) => ({
      name: supporterName(f.first_name ?? '', f.last_name ?? ''),
      votes: Number(f.votes),
    })),
  };
}

/**
 * Participate: the athlete's pending entry with their school, once. Refused for a contest that
 * is not of their school and sport (403), not a sport contest or no longer active (409), and a
 * second time (409; the unique index holds it under concurrency).
 */
export async function participate(
  db: Db,
  userId: string,
  contestId: string,
): Promise<{ row: TSportContestRow; message: string }> {
  const athlete = await loadSportAthlete(db, userId);
  await db.transaction(async (tx) => {
    const contest = await loadContest(tx, contestId, true);
    if (contest.kind !== 'sport') throw conflict(m.wrongKind);
    await loadSportContestFor(tx, athlete, contestId, { refuse: true });
    if (contest.status !== 'active') throw conflict(m.notOpen);
    const inserted = await tx
      .insert(contestEntries)
      .values({ contestId, athleteUserId: userId, status: 'pending', schoolId: athlete.schoolId })
      .onConflictDoNothing()
      .returning({ id: contestEntries.id });
    if (inserted.length === 0) throw conflict(m.alreadyParticipating);
  });
  return { row: await readSportContestRow(db, userId, contestId), message: m.participated };
}
