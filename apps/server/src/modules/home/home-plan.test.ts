import { trendingWindowStart } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { homeAthletesSql } from './home-athletes';

/**
 * /home's statement reads few rows whatever the size: 20,000 athletes and a year of purchases
 * (50,000 rows, about 2% in the week). Trending reads the week through an index on created_at
 * (purchases_kind_created_idx, or the console's purchases_created_idx, whichever the planner
 * prices lower: both read only the week);
 * newly joined walks the athlete number index backwards and stops after a row's worth.
 */
describe('home athletes query plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.db.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name)
      select 'plan-' || g || '@example.com', 'x', 'athlete', 'First' || g, 'Last' || g
      from generate_series(1, 20000) g`);
    await t.services.db.execute(sql`
      insert into athlete_profiles (user_id, sport, registration_status)
      select id, 'Basketball', case when random() < 0.1 then 'pending_fee' else 'active' end::registration_status
      from users where email like 'plan-%'`);
    await t.services.db.execute(sql`
      insert into purchases (kind, athlete_user_id, amount_cents, created_at, idempotency_key)
      select (enum_range(null::purchase_kind))[1 + g % 7], a.user_id, 100 + g % 900,
             now() - (g * interval '1 second' * 630), 'plan:' || g
      from generate_series(1, 50000) g
      join (select user_id, row_number() over (order by user_id) as n from athlete_profiles) a
        on a.n = 1 + g % 20000`);
    await t.services.db.execute(sql`analyze users`);
    await t.services.db.execute(sql`analyze athlete_profiles`);
    await t.services.db.execute(sql`analyze purchases`);
  });
  afterAll(() => t.close());

  it('reads the week by index and the newest athletes by number, scanning neither table', async () => {
    const plan = (
      await queryRows<{ 'QUERY PLAN': string }>(
        t.services.db,
        sql`explain ${homeAthletesSql(trendingWindowStart(new Date()))}`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    // Printed so the plan can be read in the test output.
    console.log(plan);
    expect(plan).toMatch(/purchases_(kind_)?created_idx/);
    expect(plan).toMatch(/Index Scan Backward using athlete_profiles_athlete_number_unique/);
    expect(plan).not.toMatch(/Seq Scan on purchases/);
    expect(plan).not.toMatch(/Seq Scan on athlete_profiles/);
    expect(plan).not.toMatch(/Seq Scan on users/);
  });
});
