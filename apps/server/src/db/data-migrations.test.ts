import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/database';
import { openMigratedBefore } from '../test/partly-migrated';

/**
 * What the data-moving migrations make of rows written in the old shape: a database migrated up
 * to the fee-token move gets such rows, then the rest of the migrations run over them.
 */
describe('data migrations', () => {
  let database: Awaited<ReturnType<typeof openMigratedBefore>>;
  const id = {
    pending: randomUUID(),
    noExpiry: randomUUID(),
    highSchool: randomUUID(),
    typed: randomUUID(),
    collegeAdmin: randomUUID(),
    highSchoolAdmin: randomUUID(),
    ambiguousAdmin: randomUUID(),
  };
  const expiresAt = new Date('2030-01-02T03:04:05.000Z');

  beforeAll(async () => {
    database = await openMigratedBefore('registration_fee_tokens');
    const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
    await run(
      sql`insert into states (code, name, high_school_allowed) values ('FL', 'Florida', true)`,
    );
    await run(sql`insert into schools (id, kind, state_code, county, city, name) values
      (1, 'college', 'FL', null, 'Miami', 'Miami Dade College'),
      (2, 'high-school', 'FL', 'Gadsden County', null, 'Midway High School'),
      (3, 'high-school', 'FL', 'Santa Rosa County', null, 'Midway High School'),
      (4, 'college', 'FL', null, 'Tampa', 'Twin College'),
      (5, 'college', 'FL', null, 'Orlando', 'Twin College')`);
    for (const [key, userId] of Object.entries(id))
      await run(sql`insert into users (id, email, password_hash, role)
        values (${userId}, ${`${key}@example.com`}, 'x',
          ${key.endsWith('Admin') ? 'school-admin' : 'athlete'})`);
    await run(sql`insert into athlete_profiles (user_id, registration_status, athlete_type,
        state_code, county, city, school_name, new_institute, fee_token_hash, fee_token_expires_at,
        sport_badge_rate_cents)
      values
      (${id.pending}, 'pending_fee', 'College', 'FL', null, 'Miami', 'Miami Dade College', false,
        'hash-pending', ${expiresAt.toISOString()}, 100000),
      (${id.noExpiry}, 'pending_fee', 'College', 'FL', null, 'Miami', 'Nowhere U', false,
        'hash-no-expiry', null, 60000),
      (${id.highSchool}, 'active', 'High School', 'FL', 'Santa Rosa County', null,
        'midway high school', false, null, null, 59900),
      (${id.typed}, 'active', 'High School', 'FL', 'Gadsden County', null,
        'Midway High School', true, null, null, null)`);
    await run(sql`insert into school_admin_profiles (user_id, state_code, county, school_name, ip_contract)
      values
      (${id.collegeAdmin}, 'FL', null, 'miami dade college', true),
      (${id.highSchoolAdmin}, 'FL', 'Gadsden County', 'Midway High School', true),
      (${id.ambiguousAdmin}, 'FL', null, 'Twin College', true)`);
    await database.migrateRest();
  }, 120_000);
  afterAll(() => database.drop());

  it('moves live fee tokens to their own table and drops the profile columns', async () => {
    const tokens = await queryRows<{ athlete_user_id: string; token_hash: string; kept: boolean }>(
      database.db,
      sql`select athlete_user_id, token_hash,
        expires_at = ${expiresAt.toISOString()}::timestamptz as kept
        from registration_fee_tokens`,
    );
    // A hash without an expiry never matched a lookup, so it is not carried over.
    expect(tokens).toEqual([
      { athlete_user_id: id.pending, token_hash: 'hash-pending', kept: true },
    ]);
    const left = await queryRows<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns
        where table_name = 'athlete_profiles' and column_name like 'fee_token%'`,
    );
    expect(left).toEqual([]);
  });

  it('gives name-only schools their listed id where exactly one school matches', async () => {
    const schoolOf = async (table: 'athlete_profiles' | 'school_admin_profiles') =>
      Object.fromEntries(
        (
          await queryRows<{ user_id: string; school_id: number | null }>(
            database.db,
            sql`select user_id, school_id from ${sql.identifier(table)}`,
          )
        ).map((r) => [r.user_id, r.school_id]),
      );
    expect(await schoolOf('athlete_profiles')).toEqual({
      [id.pending]: 1,
      [id.noExpiry]: null,
      // The county picks one of the two Midway High Schools.
      [id.highSchool]: 3,
      // A typed new institute keeps no id, even under a listed name.
      [id.typed]: null,
    });
    expect(await schoolOf('school_admin_profiles')).toEqual({
      [id.collegeAdmin]: 1,
      [id.highSchoolAdmin]: 2,
      // Two colleges of that name in the state and no city to choose: left without an id.
      [id.ambiguousAdmin]: null,
    });
  });

  it('lowers a sport badge rate above the license maximum to $599 and leaves the others', async () => {
    const rates = await queryRows<{ user_id: string; rate: number | null }>(
      database.db,
      sql`select user_id, sport_badge_rate_cents as rate from athlete_profiles`,
    );
    expect(Object.fromEntries(rates.map((r) => [r.user_id, r.rate]))).toEqual({
      [id.pending]: 59_900,
      [id.noExpiry]: 59_900,
      [id.highSchool]: 59_900,
      [id.typed]: null,
    });
  });
});
