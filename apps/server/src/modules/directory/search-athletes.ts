import {
  DIRECTORY_CONTAINS_MIN,
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_TYPO_MIN,
  isAthleteIdSearch,
  type TDirectoryAthlete,
  type TDirectoryPage,
  type TDirectoryQuery,
} from '@fhp/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryPreparedRows, queryRows } from '../../platform/db/database';
import { fileUrl } from '../../platform/storage/files-service';
import {
  type DirectoryCursor,
  directoryCursorParam,
  encodeDirectoryCursor,
} from './directory-cursor';

type Row = {
  tier: number;
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

/** Rank of a name search's matches (decision 0042): exact, then prefix, then any other. */
const TIER = { exact: 0, prefix: 1, other: 2 } as const;

/** A LIKE pattern matching `text` literally (its %, _ and \ escaped). */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The name keys, in the "C" collation: byte order, so the names starting with a text are the
 * range [text, text + U+10FFFF) of users_name_order_idx (last name first) or
 * users_first_name_order_idx (first name first). The same expressions as those indexes.
 */
const LAST = sql`(lower(u.last_name) collate "C")`;
const FIRST = sql`(lower(u.first_name) collate "C")`;
/** Past every name that starts with a text (U+10FFFF, the last code point, sorts last in C). */
const PAST = '\u{10FFFF}';

const columns = (tier: number) => sql`
      select ${sql.raw(String(tier))}::int as tier, u.id as user_id, ap.athlete_number, u.first_name, u.last_name,
             ${LAST} as last_key, ${FIRST} as first_key,
             ap.athlete_type, ap.sport, ap.school_name, ap.state_code, ap.photo_file_id`;

/** Whose rows the directory lists, and the filters on their profiles. */
function profileConditions(query: TDirectoryQuery): SQL[] {
  const conditions: SQL[] = [sql`ap.registration_status = 'active'`, sql`not u.blocked`];
  if (query.sport) conditions.push(sql`lower(ap.sport) = lower(${query.sport})`);
  if (query.state) conditions.push(sql`ap.state_code = ${query.state}`);
  if (query.school) conditions.push(sql`ap.school_id = ${query.school}`);
  return conditions;
}

/** After the cursor in name order (a tier's rows are in name order). */
const afterCursor = (cursor: DirectoryCursor, last = LAST, first = FIRST, id = sql`u.id`) =>
  sql`(${last}, ${first}, ${id}) > (${cursor.last}, ${cursor.first}, ${cursor.id}::uuid)`;

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);
const LIMIT = sql.raw(String(DIRECTORY_PAGE_SIZE + 1));

/** A name search: any text but an athlete ID. */
const searchesName = (q: string | undefined): q is string => !!q && !isAthleteIdSearch(q);

/**
 * The directory without a name search: the page is read in name order from
 * users_name_order_idx, from the cursor on (21 index entries for the first page, no sort).
 * An athlete ID is looked up by its number.
 */
export function directorySql(query: TDirectoryQuery, cursor: DirectoryCursor | null): SQL {
  const conditions = profileConditions(query);
  if (query.q && isAthleteIdSearch(query.q))
    conditions.push(sql`ap.athlete_number = ${Number(query.q)}`);
  if (cursor) conditions.push(afterCursor(cursor));
  return sql`${columns(TIER.exact)}
      from athlete_profiles ap
      join users u on u.id = ap.user_id
      where ${and(conditions)}
      order by ${LAST}, ${FIRST}, u.id
      limit ${LIMIT}`;
}

/**
 * The exact and prefix tiers of a name search, in one statement of four index reads, each in
 * name order and stopped by its LIMIT (each match's profile looked up by key on the way), then
 * at most 84 rows sorted:
 * - tier 0, last name equal: users_name_order_idx at the text;
 * - tier 0, first name equal (and not the last): users_first_name_order_idx at the text, which
 *   is in name order since the first name is fixed;
 * - tier 1, last name starting with the text: a range of users_name_order_idx;
 * - tier 1, first name starting with it (and not the last name): one read of
 *   users_first_name_order_idx per distinct first name in the range (found by a recursive
 *   skip over the index), each in name order. A plain range of first names is not in name
 *   order, and sorting it costs all its matches ("ma": 50,000 at 1M athletes); walking the
 *   name order index and filtering it, which the planner chose for a range it could not
 *   estimate, read all 1M entries (300 ms) for "maya".
 * A tier before the cursor's is left out; the cursor's own tier starts after it.
 */
export function nameStartSql(query: TDirectoryQuery, cursor: DirectoryCursor | null): SQL | null {
  const tier = cursor?.tier ?? TIER.exact;
  if (!searchesName(query.q) || tier > TIER.prefix) return null;
  const q = query.q.toLowerCase();
  const past = q + PAST;
  const profile = profileConditions(query);
  // The cursor's own tier starts after it; reads led by the first name start at its last name.
  const keyset = (branchTier: number, ledByFirst: boolean): SQL[] =>
    cursor && cursor.tier === branchTier
      ? [afterCursor(cursor), ...(ledByFirst ? [sql`${LAST} >= ${cursor.last}`] : [])]
      : [];
  const branch = (
    branchTier: number,
    conditions: SQL[],
    ledByFirst: boolean,
  ) => sql`(${columns(branchTier)}
      from users u join athlete_profiles ap on ap.user_id = u.id
      where ${and([...conditions, ...profile, ...keyset(branchTier, ledByFirst)])}
      order by ${ledByFirst ? sql`${FIRST}, ${LAST}` : sql`${LAST}, ${FIRST}`}, u.id
      limit ${LIMIT})`;
  const branches: SQL[] = [];
  if (tier === TIER.exact) {
    branches.push(branch(TIER.exact, [sql`${LAST} = ${q}`], false));
    branches.push(branch(TIER.exact, [sql`${FIRST} = ${q}`, sql`${LAST} <> ${q}`], true));
  }
  branches.push(
    branch(
      TIER.prefix,
      [sql`${LAST} > ${q}`, sql`${LAST} < ${past}`, sql`${FIRST} <> ${q}`],
      false,
    ),
  );
  branches.push(sql`(
      select m.* from first_names f cross join lateral (${columns(TIER.prefix)}
        from users u join athlete_profiles ap on ap.user_id = u.id
        where ${and([
          sql`${FIRST} = f.name`,
          sql`not (${LAST} >= ${q} and ${LAST} < ${past})`,
          ...profile,
          ...keyset(TIER.prefix, true),
        ])}
        order by ${FIRST}, ${LAST}, u.id
        limit ${LIMIT}) m)`);
  // Each step finds the next first name of the range: one index descent, a row per name. A
  // range without LIKE, so the planner prices each step as the index read it is.
  return sql`
      with recursive first_names(name) as (
        (select ${FIRST} from users u where ${FIRST} > ${q} and ${FIRST} < ${past}
         order by 1 limit 1)
        union all
        select next.name from first_names f cross join lateral (
          select ${FIRST} as name from users u where ${FIRST} > f.name and ${FIRST} < ${past}
          order by 1 limit 1) next
      )
      select * from (${sql.join(branches, sql` union all `)}) ranked
      order by tier, last_key, first_key, user_id
      limit ${LIMIT}`;
}

/**
 * The last tier of a name fragment (3 characters or more): the first or last names that contain
 * it elsewhere, and from 4 characters those similar to it (a typo: "garcai" for Garcia, pg_trgm's
 * similarity of 0.3 or more), less those that start with it (the tiers before). Read only when
 * the tiers before leave a page unfilled.
 *
 * The matching names are found among the distinct names (directory_names and its trigram
 * index: "arci" or "garcai" is one name, Garcia, where users hold 16,667 of it at 1M
 * athletes), then each name's athletes are read in name order like tier 1's first names:
 * - last names: the matching names in order, each a read of users_name_order_idx at the name
 *   with its own LIMIT, so the rows come out in name order and the LIMIT stops the reads;
 * - first names (whose last name is not a matching name, read above): a read of
 *   users_first_name_order_idx per matching name, in name order, then at most 21 per name
 *   sorted.
 * A fragment with a space ("daya q") can only match across first and last name: the full
 * name's trigram index, as in decisions 0029 and 0040 (otherFullNameSql).
 */
export function otherMatchesSql(
  query: TDirectoryQuery,
  cursor: DirectoryCursor | null,
): SQL | null {
  if (!searchesName(query.q) || query.q.length < DIRECTORY_CONTAINS_MIN) return null;
  const q = query.q.toLowerCase();
  if (/\s/.test(q)) return otherFullNameSql(query, cursor);
  const past = q + PAST;
  const matches: SQL[] = [sql`d.name like ${`%${literal(q)}%`}`];
  if (q.length >= DIRECTORY_TYPO_MIN) matches.push(sql`d.name % ${q}`);
  const profile = profileConditions(query);
  const keyset = (ledByFirst: boolean): SQL[] =>
    cursor?.tier === TIER.other
      ? [afterCursor(cursor), ...(ledByFirst ? [sql`${LAST} >= ${cursor.last}`] : [])]
      : [];
  const startsWith = (key: SQL) => sql`(${key} >= ${q} and ${key} < ${past})`;
  const fromName = cursor?.tier === TIER.other ? sql`and n.name >= ${cursor.last}` : sql``;
  return sql`
      with names as materialized (
        select (d.name collate "C") as name from directory_names d
        where (${sql.join(matches, sql` or `)})
          and not ((d.name collate "C") >= ${q} and (d.name collate "C") < ${past})
      )
      select * from (
        (select m.* from (select name from names n where true ${fromName} order by name) n
         cross join lateral (${columns(TIER.other)}
           from users u join athlete_profiles ap on ap.user_id = u.id
           where ${and([sql`${LAST} = n.name`, sql`not ${startsWith(FIRST)}`, ...profile, ...keyset(false)])}
           order by ${LAST}, ${FIRST}, u.id
           limit ${LIMIT}) m
         limit ${LIMIT})
        union all
        (select m.* from names n cross join lateral (${columns(TIER.other)}
           from users u join athlete_profiles ap on ap.user_id = u.id
           where ${and([
             sql`${FIRST} = n.name`,
             sql`not ${startsWith(LAST)}`,
             sql`${LAST} not in (select name from names)`,
             ...profile,
             ...keyset(true),
           ])}
           order by ${FIRST}, ${LAST}, u.id
           limit ${LIMIT}) m)
      ) other
      order by last_key, first_key, user_id
      limit ${LIMIT}`;
}

/** The last tier of a fragment with a space: through the full name's trigram index. */
function otherFullNameSql(query: TDirectoryQuery, cursor: DirectoryCursor | null): SQL {
  const q = (query.q ?? '').toLowerCase();
  const past = q + PAST;
  const matches: SQL[] = [sql`lower(first_name || ' ' || last_name) like ${`%${literal(q)}%`}`];
  const conditions = profileConditions(query);
  if (cursor?.tier === TIER.other)
    conditions.push(afterCursor(cursor, sql`u.last_key`, sql`u.first_key`));
  return sql`
      with name_matches as materialized (
        select id, first_name, last_name, blocked from users
        where ${sql.join(matches, sql` or `)}
      )
      ${columns(TIER.other)}
      from (
        select m.*, (lower(m.last_name) collate "C") as last_key,
               (lower(m.first_name) collate "C") as first_key
        from name_matches m
        where not ((lower(m.last_name) collate "C") >= ${q} and (lower(m.last_name) collate "C") < ${past})
          and not ((lower(m.first_name) collate "C") >= ${q} and (lower(m.first_name) collate "C") < ${past})
        order by last_key, first_key, m.id
      ) u
      cross join lateral (
        select * from athlete_profiles p where p.user_id = u.id limit 1
      ) ap
      where ${and(conditions)}
      order by u.last_key, u.first_key, u.id
      limit ${LIMIT}`;
}

/**
 * The statements of a directory page, in the order of its rows: without a name search one;
 * with one, the exact and prefix tiers, then the other matches. searchAthletes runs them in
 * turn until a page and one more row are found.
 */
export function directoryStatements(
  query: TDirectoryQuery,
  cursor: DirectoryCursor | null,
): { kind: 'list' | 'start' | 'other'; sql: SQL }[] {
  if (!searchesName(query.q)) return [{ kind: 'list', sql: directorySql(query, cursor) }];
  const start = nameStartSql(query, cursor);
  const other = otherMatchesSql(query, cursor);
  return [
    ...(start ? [{ kind: 'start' as const, sql: start }] : []),
    ...(other ? [{ kind: 'other' as const, sql: other }] : []),
  ];
}

/**
 * The athlete directory: active, unblocked athletes matching every filter given, DIRECTORY_PAGE_SIZE
 * at a time after the cursor. Without a name search in name order (last, first, then the user id
 * so equal names page stably); with one, ranked: exact first or last names, then names that
 * start with the text, then other matches, each tier in name order (decision 0042). Only public
 * facts leave the database.
 */
export async function searchAthletes(db: DbOrTx, query: TDirectoryQuery): Promise<TDirectoryPage> {
  const cursor = directoryCursorParam(query.cursor);
  const rows: Row[] = [];
  for (const statement of directoryStatements(query, cursor)) {
    if (rows.length > DIRECTORY_PAGE_SIZE) break;
    // The list without a name search is prepared once per connection; a name's exact and
    // prefix tiers run on their generic plan (index reads in name order, the same for any text;
    // planning them was three quarters of the statement's time at 1M athletes); the trigram
    // tier, whose best plan depends on the text (a rare or a common fragment), is planned each
    // time.
    rows.push(
      ...(statement.kind === 'other'
        ? await queryRows<Row>(db, statement.sql)
        : await queryPreparedRows<Row>(db, 'directory', statement.sql, {
            generic: statement.kind === 'start',
          })),
    );
  }
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
        ? encodeDirectoryCursor({
            tier: searchesName(query.q) ? Number(last.tier) : TIER.exact,
            last: last.last_key,
            first: last.first_key,
            id: last.user_id,
          })
        : null,
  };
}
