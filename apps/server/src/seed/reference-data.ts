import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { cities, counties, schools, sports, states } from '../db/schema';
import type { DbOrTx } from '../platform/db/database';
import { REFERENCE_DIR } from '../platform/paths';

function readJson<T>(name: string): T | null {
  const file = path.join(REFERENCE_DIR, name);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
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
  await insertChunked(
    stateList.map((s) => ({ ...s, highSchoolAllowed: highSchoolStates.has(s.name) })),
    (chunk) => db.insert(states).values(chunk),
  );

  const countyMap = readJson<Record<string, string[]>>('counties.json') ?? {};
  await insertChunked(
    Object.entries(countyMap).flatMap(([stateCode, names]) =>
      [...new Set(names)].map((name) => ({ stateCode, name })),
    ),
    (chunk) => db.insert(counties).values(chunk).onConflictDoNothing(),
  );

  const cityMap = readJson<Record<string, string[]>>('cities.json') ?? {};
  await insertChunked(
    Object.entries(cityMap).flatMap(([stateCode, names]) =>
      [...new Set(names)].map((name) => ({ stateCode, name })),
    ),
    (chunk) => db.insert(cities).values(chunk).onConflictDoNothing(),
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
  await insertChunked(schoolRows, (chunk) => db.insert(schools).values(chunk));

  const sportList = readJson<string[]>('sports.json') ?? [];
  if (sportList.length)
    await db
      .insert(sports)
      .values(sportList.map((name) => ({ name })))
      .onConflictDoNothing();
  return { loaded: true };
}
