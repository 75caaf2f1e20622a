import fs from 'node:fs';
import path from 'node:path';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { cities, counties, schools, sports, states } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';
import { REFERENCE_DIR } from '../platform/paths';

function readJson<T>(name: string): T | null {
  const file = path.join(REFERENCE_DIR, name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

/**
 * Inserts the rows in one statement: they travel as one JSON parameter that the database
 * unpacks (json_to_recordset) in the list's order, so serial ids follow it. Some 20,000 rows as
 * inserts of 1,000 rows of bound parameters each cost about 2 s of CPU on every fresh install
 * (PGlite, most of it building and binding the parameters); this costs a fraction of that.
 */
async function insertAll<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  { skipConflicts = false } = {},
) {
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((row) => key in row),
  );
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const types = sql.raw(
    columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '),
  );
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        columns.map(([key, column]) => [
          column.name,
          (row as Record<string, unknown>)[key] ?? null,
        ]),
      ),
    ),
  );
  await db.execute(sql`
    insert into ${sql.identifier(getTableName(table))} (${names})
    select ${names}
    from rows from (json_to_recordset(${json}::json) as (${types})) with ordinality as r(${names}, n)
    order by n
    ${skipConflicts ? sql`on conflict do nothing` : sql``}`);
}

/**
 * Loads the committed reference lists (states, counties, cities, schools, sports) when the
 * states table is empty. Idempotent: a database that has them is left alone.
 */
export async function loadReferenceData(db: DbOrTx): Promise<{ loaded: boolean }> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(states);
  if (count > 0) return { loaded: false };

  const stateList = readJson<{ code: string; name: string }[]>('states.json') ?? [];
  const highSchoolStates = new Set(readJson<string[]>('high-school-states.json') ?? []);
  const codeByName = new Map(stateList.map((s) => [s.name, s.code]));
  await insertAll(
    db,
    states,
    stateList.map((s) => ({ ...s, highSchoolAllowed: highSchoolStates.has(s.name) })),
  );

  const countyMap = readJson<Record<string, string[]>>('counties.json') ?? {};
  await insertAll(
    db,
    counties,
    Object.entries(countyMap).flatMap(([stateCode, names]) =>
      [...new Set(names)].map((name) => ({ stateCode, name })),
    ),
    { skipConflicts: true },
  );

  const cityMap = readJson<Record<string, string[]>>('cities.json') ?? {};
  await insertAll(
    db,
    cities,
    Object.entries(cityMap).flatMap(([stateCode, names]) =>
      [...new Set(names)].map((name) => ({ stateCode, name })),
    ),
    { skipConflicts: true },
  );

  const toCode = (state: string) => (state.length === 2 ? state : codeByName.get(state));
  const highSchools =
    readJson<{ state: string; county: string; name: string }[]>('high-schools.json') ?? [];
  const colleges = readJson<{ state: string; city: string; name: string }[]>('colleges.json') ?? [];
  const schoolRows = [
    ...highSchools.map((s) => ({
      kind: 'high-school' as const,
      stateCode: toCode(s.state),
      county: s.county,
      city: null,
      name: s.name,
    })),
    ...colleges.map((s) => ({
      kind: 'college' as const,
      stateCode: toCode(s.state),
      county: null,
      city: s.city,
      name: s.name,
    })),
  ].filter((s): s is typeof s & { stateCode: string } => Boolean(s.stateCode));
  await insertAll(db, schools, schoolRows);

  const sportList = readJson<string[]>('sports.json') ?? [];
  if (sportList.length)
    await db
      .insert(sports)
      .values(sportList.map((name) => ({ name })))
      .onConflictDoNothing();
  return { loaded: true };
}
