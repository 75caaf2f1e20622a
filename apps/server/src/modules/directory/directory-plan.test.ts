import type { TDirectoryQuery } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { directorySql } from './search-athletes';

/**
 * The directory's statements read indexes, not the tables: 100,000 athletes, a name fragment
 * found through the trigram index, the first page of all athletes read in name order from the
 * (last, first, id) index without sorting the table. Plans of the statement searchAthletes runs.
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

  const explain = async (query: TDirectoryQuery) =>
    (
      await queryRows<{ 'QUERY PLAN': string }>(
        t.services.db,
        sql`explain ${directorySql(query, null)}`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');

  it('finds a name fragment through the trigram index', async () => {
    const plan = await explain({ q: 'ben12' });
    console.log(plan);
    expect(plan).toMatch(/Bitmap Index Scan on users_full_name_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it("looks up the profiles of a fragment's matches in name order, a page of them", async () => {
    // 12,500 athletes are named Garcia: joining each to its profile before the sort was most of
    // a common fragment's cost. The lookups must come after the sort, with nothing sorted
    // above them, so the page's limit stops them.
    const plan = await explain({ q: 'garc' });
    console.log(plan);
    const steps = plan.split('\n');
    const join = steps.findIndex((line) => /Nested Loop/.test(line));
    expect(join).toBeGreaterThan(-1);
    expect(steps.slice(0, join).some((line) => /Sort/.test(line))).toBe(false);
    expect(steps.slice(join).some((line) => /Sort/.test(line))).toBe(true);
  });

  it('reads the first page in name order from the name index', async () => {
    const plan = await explain({});
    console.log(plan);
    expect(plan).toMatch(/Index Scan using users_name_order_idx/);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
  });
});
