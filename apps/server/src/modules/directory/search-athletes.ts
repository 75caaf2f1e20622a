import {
  DIRECTORY_CONTAINS_MIN,
  DIRECTORY_PAGE_SIZE,
  isAthleteIdSearch,
  type TDirectoryAthlete,
  type TDirectoryPage,
  type TDirectoryQuery,
} from '@fhp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/database';
import { fileUrl } from '../../platform/storage/files-service';
import {
  type DirectoryCursor,
  directoryCursorParam,
  encodeDirectoryCursor,
} from './directory-cursor';

type Row = {
  user_id: string;
  athlete_number: number;
  first_name: string;
  last_name: string;
  last_key: string;
  first_key: string;
  athlete_type: TDirectoryAthlete['athleteType'];
  sport: string | null;
  school_name: string | null;
  state_code: string | null;
  photo_file_id: string | null;
};

/** A LIKE pattern matching `text` literally (its %, _ and \ escaped). */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Three characters or more of a name: matched anywhere in "first last" through trigrams. */
const searchesFragment = (q: string | undefined): q is string =>
  q !== undefined && !isAthleteIdSearch(q) && q.length >= DIRECTORY_CONTAINS_MIN;

/** How a short search text narrows the list: an athlete ID exactly, else a name's start. */
function shortSearchCondition(q: string): SQL {
  if (isAthleteIdSearch(q)) return sql`ap.athlete_number = ${Number(q)}`;
  const start = `${literal(q.toLowerCase())}%`;
  return sql`(lower(u.first_name) like ${start} or lower(u.last_name) like ${start})`;
}

/**
 * The directory's statement. Without a name fragment, the page is read in name order from
 * users_name_order_idx, from the cursor on. With one, the fragment is looked up first, on its
 * own, through users_full_name_trgm_idx (a materialized CTE carrying the user columns the rest
 * needs); only its matches are then joined, each to its profile by key, and sorted. Why:
 * - as a plain condition in the main query, the planner, unable to tell how rare a fragment
 *   is, walked the whole name-order index and filtered every row;
 * - with a plain join to the profiles, it hashed a sequential scan of all of them (38 of 48 ms
 *   for a common fragment at 100,000 athletes); the lateral lookup by key takes 10 ms in all.
 * - the matches are put in name order before they are joined, so the lookups stop once the page
 *   is full: about a page of lookups instead of one per match when only the name narrows the
 *   list ("garc", 1,667 matches at 100,000 athletes: 16-20 ms -> 10 ms, decision 0040). With a
 *   filter on the profile the planner may still look every match up and sort at the end.
 */
export function directorySql(query: TDirectoryQuery, cursor: DirectoryCursor | null): SQL {
  const conditions: SQL[] = [sql`ap.registration_status = 'active'`, sql`not u.blocked`];
  const fragment = searchesFragment(query.q);
  if (query.q && !fragment) conditions.push(shortSearchCondition(query.q));
  if (query.sport) conditions.push(sql`lower(ap.sport) = lower(${query.sport})`);
  if (query.state) conditions.push(sql`ap.state_code = ${query.state}`);
  if (query.school) conditions.push(sql`ap.school_id = ${query.school}`);
  if (cursor) {
    conditions.push(
      sql`(lower(u.last_name), lower(u.first_name), u.id) > (${cursor.last}, ${cursor.first}, ${cursor.id}::uuid)`,
    );
  }
  const select = sql`
      select u.id as user_id, ap.athlete_number, u.first_name, u.last_name,
             lower(u.last_name) as last_key, lower(u.first_name) as first_key,
             ap.athlete_type, ap.sport, ap.school_name, ap.state_code, ap.photo_file_id`;
  // The matches of a fragment carry their name keys as columns: ordering by those lets the
  // planner see that the joined rows come out in the matches' order, with no sort above.
  const where = sql`where ${sql.join(conditions, sql` and `)}
      order by ${fragment ? sql`u.last_key, u.first_key` : sql`lower(u.last_name), lower(u.first_name)`}, u.id
      limit ${DIRECTORY_PAGE_SIZE + 1}`;
  if (!fragment) {
    return sql`${select}
      from athlete_profiles ap
      join users u on u.id = ap.user_id
      ${where}`;
  }
  const pattern = `%${literal(query.q?.toLowerCase() ?? '')}%`;
  return sql`
      with name_matches as materialized (
        select id, first_name, last_name, blocked from users
        where lower(first_name || ' ' || last_name) like ${pattern}
      )
      ${select}
      from (
        select m.*, lower(m.last_name) as last_key, lower(m.first_name) as first_key
        from name_matches m order by last_key, first_key, m.id
      ) u
      cross join lateral (
        select * from athlete_profiles p where p.user_id = u.id limit 1
      ) ap
      ${where}`;
}

/**
 * The athlete directory: active, unblocked athletes matching every filter given, in name order
 * (last, first, then the user id so equal names page stably), DIRECTORY_PAGE_SIZE at a time
 * after the cursor. Only public facts leave the database.
 */
export async function searchAthletes(db: DbOrTx, query: TDirectoryQuery): Promise<TDirectoryPage> {
  const cursor = directoryCursorParam(query.cursor);
  const rows = await queryRows<Row>(db, directorySql(query, cursor));
  const page = rows.slice(0, DIRECTORY_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      athleteNumber: row.athlete_number,
      firstName: row.first_name,
      lastName: row.last_name,
      athleteType: row.athlete_type,
      sport: row.sport,
      schoolName: row.school_name,
      stateCode: row.state_code,
      photoUrl: row.photo_file_id ? fileUrl(row.photo_file_id) : null,
    })),
    nextCursor:
      rows.length > DIRECTORY_PAGE_SIZE && last
        ? encodeDirectoryCursor({ last: last.last_key, first: last.first_key, id: last.user_id })
        : null,
  };
}
