import type {
  TConsoleContestItem,
  TConsoleContestReward,
  TConsoleContestSchool,
  TConsoleContestVotes,
  TContestKind,
  TContestSchoolOption,
  TContestSchoolStatus,
  TContestStatus,
} from '@fhp/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { contests } from '../../db/schema';
import type { Subject } from '../../platform/auth/policy';
import { type DbOrTx, queryRows } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';
import { personName, toContestSummary } from '../contests/contest-rows';

type Page = { cursor: Cursor | null; limit: number };
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The policy's subject of a console route that names a contest or a school's entry: nobody owns
 * them (an operator relates to every one). Undefined when there is none: the guard's 404.
 */
export async function contestSubject(db: DbOrTx, id: string): Promise<Subject | undefined> {
  const [row] = await db.select({ id: contests.id }).from(contests).where(eq(contests.id, id));
  return row ? { ownerId: null } : undefined;
}

export async function contestSchoolSubject(db: DbOrTx, id: string): Promise<Subject | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from contest_schools where id = ${id}::uuid`,
  );
  return row ? { ownerId: null } : undefined;
}

/** Contests by kind and status, newest first, with what waits for an operator. */
const CONTEST_ID = sql.raw('"contests"."id"');

export async function listContests(
  db: DbOrTx,
  filter: { kind?: TContestKind; status?: TContestStatus },
  page: Page,
) {
  const rows = await db
    .select({
      contest: contests,
      // The outer row's id written out in full: inside a sub-select, drizzle's bare "id" would
      // name the sub-select's own table's id.
      pendingSchools: sql<number>`(select count(*)::int from contest_schools s
        where s.contest_id = ${CONTEST_ID} and s.status = 'pending')`,
      entries: sql<number>`(select count(*)::int from contest_entries e
        where e.contest_id = ${CONTEST_ID})`,
      votes: sql<number>`(select count(*)::int from contest_votes v
        where v.contest_id = ${CONTEST_ID} and v.voided_at is null)`,
      createdAt: contests.createdAt,
      id: contests.id,
    })
    .from(contests)
    .where(
      and(
        filter.kind ? eq(contests.kind, filter.kind) : undefined,
        filter.status ? eq(contests.status, filter.status) : undefined,
        page.cursor ? afterCursor(contests, contests, page.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(contests))
    .limit(page.limit + 1);
  const { items, nextCursor } = toPage(rows, page.limit);
  return {
    items: items.map(
      (row): TConsoleContestItem => ({
        ...toContestSummary(row.contest),
        pendingSchools: Number(row.pendingSchools),
        entries: Number(row.entries),
        votes: Number(row.votes),
      }),
    ),
    nextCursor,
  };
}

type SchoolLine = {
  id: string;
  school_id: number;
  name: string;
  kind: string;
  state_code: string;
  place: string | null;
  status: TContestSchoolStatus;
  decided_at: string | Date | null;
  decided_by: string | null;
  athletes: number;
};

/** A contest's school entries (or one by its id), by school name. */
export async function contestSchools(
  db: DbOrTx,
  where: { contestId: string } | { id: string },
): Promise<TConsoleContestSchool[]> {
  const filter: SQL =
    'id' in where ? sql`cs.id = ${where.id}::uuid` : sql`cs.contest_id = ${where.contestId}::uuid`;
  const lines = await queryRows<SchoolLine>(
    db,
    sql`
    select cs.id, cs.school_id, s.name, s.kind::text as kind, s.state_code,
      coalesce(s.city, s.county) as place, cs.status, cs.decided_at, u.email as decided_by,
      (select count(*)::int from contest_entries e
        where e.contest_id = cs.contest_id and e.school_id = cs.school_id) as athletes
    from contest_schools cs
    join schools s on s.id = cs.school_id
    left join users u on u.id = cs.decided_by
    where ${filter}
    order by s.name, cs.id`,
  );
  return lines.map((l) => ({
    id: l.id,
    schoolId: Number(l.school_id),
    name: l.name,
    kind: l.kind,
    stateCode: l.state_code,
    place: l.place ?? '',
    status: l.status,
    decidedAt: iso(l.decided_at),
    decidedBy: l.decided_by,
    athletes: Number(l.athletes),
  }));
}

type RewardLine = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: string;
  amount_cents: number;
  note: string;
  created_at: string | Date;
};

/** The rewards recorded for a contest (or one recipient's), largest first. */
export async function contestRewards(
  db: DbOrTx,
  contestId: string,
  recipientUserId?: string,
): Promise<TConsoleContestReward[]> {
  const lines = await queryRows<RewardLine>(
    db,
    sql`
    select r.id, u.first_name, u.last_name, u.email, u.role::text as role, r.amount_cents,
      r.note, r.created_at
    from contest_rewards r join users u on u.id = r.recipient_user_id
    where r.contest_id = ${contestId}::uuid
      ${recipientUserId ? sql`and r.recipient_user_id = ${recipientUserId}::uuid` : sql``}
    order by r.amount_cents desc, r.created_at, r.id`,
  );
  return lines.map((l) => ({
    id: l.id,
    recipientName: personName(l.first_name, l.last_name) || l.email,
    recipientEmail: l.email,
    recipientRole: l.role,
    amountCents: Number(l.amount_cents),
    note: l.note,
    createdAt: new Date(l.created_at).toISOString(),
  }));
}

/** Schools of the reference lists whose name has every word typed (at most 20). */
export async function searchSchools(db: DbOrTx, search: string): Promise<TContestSchoolOption[]> {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  const like = words.map((w) => sql`s.name ilike ${`%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const lines = await queryRows<{
    id: number;
    name: string;
    kind: string;
    state_code: string;
    place: string | null;
  }>(
    db,
    sql`
    select s.id, s.name, s.kind::text as kind, s.state_code, coalesce(s.city, s.county) as place
    from schools s where ${sql.join(like, sql` and `)}
    order by s.name, s.state_code, s.id limit 20`,
  );
  return lines.map((l) => ({
    id: Number(l.id),
    name: l.name,
    kind: l.kind,
    stateCode: l.state_code,
    place: l.place ?? '',
  }));
}

/** A contest's votes per video (its athlete) and per fan: counted and voided. */
export async function contestVoteCounts(
  db: DbOrTx,
  contestId: string,
): Promise<TConsoleContestVotes> {
  const [videos, fans] = await Promise.all([
    queryRows<{
      video_id: string;
      athlete_number: number;
      first_name: string | null;
      last_name: string | null;
      video_ids: string[];
      counted: number;
      voided: number;
    }>(
      db,
      sql`
      select cv.id as video_id, ap.athlete_number, u.first_name, u.last_name, cv.video_ids,
        count(v.id) filter (where v.voided_at is null)::int as counted,
        count(v.id) filter (where v.voided_at is not null)::int as voided
      from contest_videos cv
      join users u on u.id = cv.athlete_user_id
      join athlete_profiles ap on ap.user_id = cv.athlete_user_id
      left join contest_votes v on v.video_id = cv.id
      where cv.contest_id = ${contestId}::uuid
      group by cv.id, ap.athlete_number, u.first_name, u.last_name
      order by counted desc, ap.athlete_number`,
    ),
    queryRows<{
      fan_user_id: string;
      first_name: string | null;
      last_name: string | null;
      email: string;
      counted: number;
      voided: number;
    }>(
      db,
      sql`
      select v.fan_user_id, u.first_name, u.last_name, u.email,
        count(*) filter (where v.voided_at is null)::int as counted,
        count(*) filter (where v.voided_at is not null)::int as voided
      from contest_votes v join users u on u.id = v.fan_user_id
      where v.contest_id = ${contestId}::uuid
      group by v.fan_user_id, u.first_name, u.last_name, u.email
      order by counted desc, u.email
      limit 500`,
    ),
  ]);
  return {
    videos: videos.map((l) => ({
      videoId: l.video_id,
      athleteNumber: Number(l.athlete_number),
      athleteName: personName(l.first_name, l.last_name),
      videoIds: l.video_ids,
      counted: Number(l.counted),
      voided: Number(l.voided),
    })),
    fans: fans.map((l) => ({
      fanUserId: l.fan_user_id,
      fanName: personName(l.first_name, l.last_name) || l.email,
      fanEmail: l.email,
      counted: Number(l.counted),
      voided: Number(l.voided),
    })),
  };
}
