import {
  HOME_ATHLETES_LIMIT,
  PURCHASE_KINDS,
  type TDirectoryAthlete,
  type THomeAthletes,
  trendingWindowStart,
} from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/database';
import { fileUrl } from '../../platform/storage/files-service';

type Row = {
  list: 'trending' | 'newest';
  athlete_number: number;
  first_name: string;
  last_name: string;
  athlete_type: TDirectoryAthlete['athleteType'];
  sport: string | null;
  school_name: string | null;
  state_code: string | null;
  photo_file_id: string | null;
};

/** Who may be shown on /home: the directory's rule (active, not blocked). */
const LISTED = sql`ap.registration_status = 'active' and not u.blocked`;

/** How many of the newest athletes are read: enough for a full row once those trending are left out. */
const NEWEST_READ = HOME_ATHLETES_LIMIT * 2;

/**
 * Both rows in one statement, a union of two bounded parts, each reading few rows by index (a
 * union keeps no order of its own: the outer order by sorts the 24 rows again as each part
 * ranked them):
 * - trending: the window's fan purchases through purchases_kind_created_idx (kind = any of the
 *   fan kinds, created_at >= since), grouped by athlete, ranked as the trending page ranks
 *   (purchases, then amount, then athlete number). Each is joined to its profile and user by key (a
 *   lateral lookup: a plain join hashed a scan of every profile for a few hundred sellers), and
 *   athletes not listed are left out before the limit, so a blocked best seller leaves no hole.
 * - newest: walks athlete_profiles_athlete_number_unique backwards (athlete numbers come from a
 *   sequence at sign-up, so the highest are the latest to join) and stops after the first
 *   NEWEST_READ listed ones: getHomeAthletes leaves out those already trending (at most
 *   HOME_ATHLETES_LIMIT), so a full row is left. Ordering by activated_at would read every active profile
 *   and sort it: that column has no index.
 */
export function homeAthletesSql(since: Date) {
  const kinds = sql.join(
    PURCHASE_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const columns = sql`ap.athlete_number, u.first_name, u.last_name, ap.athlete_type, ap.sport,
           ap.school_name, ap.state_code, ap.photo_file_id`;
  return sql`
    select * from (
    (select 'trending' as list, ${columns}, top.purchases, top.spent
     from (
       select p.athlete_user_id, count(*) as purchases, sum(p.amount_cents) as spent
       from purchases p
       where p.kind = any(array[${kinds}]::purchase_kind[])
         and p.created_at >= ${since.toISOString()}::timestamptz
       group by p.athlete_user_id
     ) top
     cross join lateral (
       select * from athlete_profiles p where p.user_id = top.athlete_user_id limit 1
     ) ap
     cross join lateral (select * from users p where p.id = top.athlete_user_id limit 1) u
     where ${LISTED}
     order by top.purchases desc, top.spent desc, ap.athlete_number asc
     limit ${HOME_ATHLETES_LIMIT})
    union all
    (select 'newest' as list, ${columns}, null::bigint as purchases, null::bigint as spent
     from athlete_profiles ap
     join users u on u.id = ap.user_id
     where ${LISTED}
     order by ap.athlete_number desc
     limit ${NEWEST_READ})
    ) both_rows
    order by list, purchases desc, spent desc,
             case when list = 'newest' then -athlete_number else athlete_number end`;
}

const toAthlete = (row: Row): TDirectoryAthlete => ({
  athleteNumber: Number(row.athlete_number),
  firstName: row.first_name,
  lastName: row.last_name,
  athleteType: row.athlete_type,
  sport: row.sport,
  schoolName: row.school_name,
  stateCode: row.state_code,
  photoUrl: row.photo_file_id ? fileUrl(row.photo_file_id) : null,
});

/**
 * GET /api/home/athletes: trending this week and newly joined, public facts only. Each athlete
 * is shown once: one who is trending is not listed again among the newly joined (with a few
 * athletes, as in the demo, both rows were the same people).
 */
export async function getHomeAthletes(db: DbOrTx, now: Date = new Date()): Promise<THomeAthletes> {
  const rows = await queryRows<Row>(db, homeAthletesSql(trendingWindowStart(now)));
  const trending = rows.filter((r) => r.list === 'trending').map(toAthlete);
  const shown = new Set(trending.map((a) => a.athleteNumber));
  const newest = rows
    .filter((r) => r.list === 'newest')
    .map(toAthlete)
    .filter((a) => !shown.has(a.athleteNumber))
    .slice(0, HOME_ATHLETES_LIMIT);
  return { trending, newest };
}
