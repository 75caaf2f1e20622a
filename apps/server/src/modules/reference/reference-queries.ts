import type { TReferenceNames, TReferenceSchool, TReferenceState } from '@fhp/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cities, counties, schools, sports, states } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

type Search = { search?: string; limit: number };

/** Escapes LIKE wildcards so a typed '%' or '_' matches itself. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive "contains", with names that start with the text first, then by name. The
 * state (and county or city) filter runs on the indexes; the match scans a few hundred rows.
 */
function searchBy(column: AnyPgColumn, search?: string): { where?: SQL; order: SQL[] } {
  if (!search) return { order: [asc(column)] };
  const text = likeEscape(search.toLowerCase());
  return {
    where: sql`lower(${column}) like ${`%${text}%`}`,
    order: [sql`lower(${column}) like ${`${text}%`} desc`, asc(column)],
  };
}

export async function listSports(db: DbOrTx, q: Search): Promise<TReferenceNames['items']> {
  const s = searchBy(sports.name, q.search);
  return db
    .select({ name: sports.name })
    .from(sports)
    .where(s.where)
    .orderBy(...s.order)
    .limit(q.limit);
}

export async function listStates(db: DbOrTx, q: Search): Promise<TReferenceState[]> {
  const s = searchBy(states.name, q.search);
  return db
    .select()
    .from(states)
    .where(s.where)
    .orderBy(...s.order)
    .limit(q.limit);
}

export async function listCounties(db: DbOrTx, stateCode: string, q: Search) {
  const s = searchBy(counties.name, q.search);
  return db
    .select({ name: counties.name })
    .from(counties)
    .where(and(eq(counties.stateCode, stateCode), s.where))
    .orderBy(...s.order)
    .limit(q.limit);
}

export async function listCities(db: DbOrTx, stateCode: string, q: Search) {
  const s = searchBy(cities.name, q.search);
  return db
    .select({ name: cities.name })
    .from(cities)
    .where(and(eq(cities.stateCode, stateCode), s.where))
    .orderBy(...s.order)
    .limit(q.limit);
}

/** High schools by state and county, or colleges by state and city. */
export async function listSchools(
  db: DbOrTx,
  place:
    | { kind: 'high-school'; state: string; county: string }
    | { kind: 'college'; state: string; city: string },
  q: Search,
): Promise<TReferenceSchool[]> {
  const s = searchBy(schools.name, q.search);
  const where =
    place.kind === 'high-school' ? eq(schools.county, place.county) : eq(schools.city, place.city);
  return db
    .select({
      id: schools.id,
      name: schools.name,
      state: schools.stateCode,
      county: schools.county,
      city: schools.city,
    })
    .from(schools)
    .where(and(eq(schools.kind, place.kind), eq(schools.stateCode, place.state), where, s.where))
    .orderBy(...s.order)
    .limit(q.limit);
}
