import type { TDirectoryQuery } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { directoryStatements } from './search-athletes';

/**
 * The directory's statements read indexes, not the tables: 100,000 athletes, a name's exact
 * and prefix matches read in name order from the name indexes (decision 0042), its other
 * matches found among the distinct names and read from the same indexes, the first page of all athletes read in name order
 * from the (last, first, id) index without sorting the table. Plans of the statement searchAthletes runs.
 * On PostgreSQL only: at this size the embedded database's planner prices a sequential scan of
 * the names below the index and takes it (the index is for a server's 100,000 athletes).
 */
describe.runIf(inject('dbKind') === 'postgres')('athlete directory query plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.db.execute(sql`
      with made as (
        insert into users (email, password_hash, role, first_name, last_name)
        select 'plan-' || g || '@example.com', 'x', 'athlete',
               (array['Ava','Ben','Cleo','Dan','Eve','Finn','Gia','Hugo'])[1 + g % 8] || g,
               (array['Smith','Jones','Garcia','Brown','Lee','Quill','Moore','Young'])[1 + g % 8]
        from generate_series(1, 100000) g
        returning id, first_name)
      insert into athlete_profiles (user_id, sport, state_code)
      select id, 'Basketball', 'FL' from made`);
    await t.services.db.execute(sql`analyze users`);
    await t.services.db.execute(sql`analyze athlete_profiles`);
  });
  afterAll(() => t.close());

  /** The plans of the statements searchAthletes runs for a query, in their order. */
  const explain = async (query: TDirectoryQuery) =>
    Promise.all(
      directoryStatements(query, null).map(async ({ sql: statement }) =>
        (await queryRows<{ 'QUERY PLAN': string }>(t.services.db, sql`explain ${statement}`))
          .map((r) => r['QUERY PLAN'])
          .join('\n'),
      ),
    );

  it("reads a name's exact and prefix matches from the name indexes, a page of each, no sort below the page's", async () => {
    // 12,500 athletes are named Garcia. Their first page is the start of a range of the name
    // order index (last name first); the exact first names and the first names that start with
    // the text are read from the index led by the first name. No trigram index, no table scan,
    // and the only sort is the one of the page's candidates (at most 4 x 21 rows) at the top.
    const [start] = await explain({ q: 'garc' });
    console.log(start);
    expect(start).toMatch(/Index Scan using users_name_order_idx on users/);
    expect(start).toMatch(/Index Cond: .*>= 'garc'|Index Cond: .*> 'garc'/);
    expect(start).toMatch(/Index Scan using users_first_name_order_idx on users/);
    expect(start).not.toMatch(/Seq Scan|Bitmap|trgm/);
    const steps = (start ?? '').split('\n');
    const append = steps.findIndex((line) => /Append/.test(line));
    expect(append).toBeGreaterThan(-1);
    expect(steps.slice(append).some((line) => /Sort/.test(line))).toBe(false);
  });

  it("plans a name's exact and prefix tiers once: the generic plan reads the same indexes", async () => {
    // searchAthletes runs this statement on its generic plan (queryPreparedRows, generic): a
    // plan made without the text must still read ranges of the name indexes, not the table.
    const [start] = directoryStatements({ q: 'garc' }, null);
    const pool = t.services.database.pool;
    if (!start || !pool) throw new Error('expected a name search statement on PostgreSQL');
    const { sql: text, params } = new PgDialect().sqlToQuery(start.sql);
    const client = await pool.connect();
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query({ name: 'directory_plan_generic', text, values: params as unknown[] });
      const values = params.map((p) => client.escapeLiteral(String(p))).join(', ');
      const plan = (await client.query(`explain execute directory_plan_generic(${values})`)).rows
        .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
        .join('\n');
      console.log(plan);
      expect(plan).toMatch(/Index Cond: .*lower\(last_name\).* > \$\d+\) AND/);
      expect(plan).toMatch(/Index Scan using users_first_name_order_idx on users/);
      expect(plan).not.toMatch(/Seq Scan|Bitmap/);
      const steps = plan.split('\n');
      const append = steps.findIndex((line) => /Append/.test(line));
      expect(steps.slice(append).some((line) => /Sort/.test(line))).toBe(false);
    } finally {
      await client.query('deallocate all');
      await client.query('reset plan_cache_mode');
      client.release();
    }
  });

  it("finds a fragment's other matches among the distinct names, then reads each name's athletes from the name indexes", async () => {
    // "arci" and "garcai" (a typo) both match one distinct name, Garcia, which 12,500 athletes
    // bear: found through directory_names' trigram index, then read in name order from
    // users_name_order_idx a page at a time, never all 12,500 rows and no trigram index on users.
    for (const q of ['arci', 'garcai']) {
      const [, other] = await explain({ q });
      console.log(other);
      expect(other).toMatch(
        /Bitmap Index Scan on directory_names_trgm_idx|Seq Scan on directory_names/,
      );
      expect(other).toMatch(/Index Scan using users_name_order_idx on users/);
      expect(other).toMatch(/Index Scan using users_first_name_order_idx on users/);
      expect(other).not.toMatch(/Seq Scan on users|users_full_name_trgm_idx/);
    }
    // A fragment with a space can only match across first and last name: the full name's index.
    const [, spaced] = await explain({ q: 'ben12 qu' });
    console.log(spaced);
    expect(spaced).toMatch(/Bitmap Index Scan on users_full_name_trgm_idx/);
  });

  it('reads the first page in name order from the name index', async () => {
    const plans = await explain({});
    expect(plans).toHaveLength(1);
    console.log(plans[0]);
    expect(plans[0]).toMatch(/Index Scan using users_name_order_idx/);
    expect(plans[0]).not.toMatch(/Seq Scan|Sort/);
  });
});
