import { trendingWindowStart } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trendingSql } from './trending-query';

/**
 * The trending statement reads each kind's last 7 days through purchases_kind_created_idx
 * instead of scanning the table: a year of purchases (50,000 rows), of which the window holds
 * about 2%.
 */
describe('trending query plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const athletes = [];
    for (let i = 0; i < 5; i++) athletes.push((await createUser(t.services.db)).id);
    const list = sql.join(
      athletes.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await t.services.db.execute(sql`
      insert into purchases (kind, athlete_user_id, amount_cents, created_at, idempotency_key)
      select (enum_range(null::purchase_kind))[1 + g % 7],
             (array[${list}])[1 + g % 5],
             100 + g % 900,
             now() - (g * interval '1 second' * 630),
             'plan:' || g
      from generate_series(1, 50000) g`);
    await t.services.db.execute(sql`analyze purchases`);
  });
  afterAll(() => t.close());

  const explain = async (filters: Parameters<typeof trendingSql>[0]) =>
    (
      await queryRows<{ 'QUERY PLAN': string }>(
        t.services.db,
        sql`explain ${trendingSql(filters, trendingWindowStart(new Date()))}`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');

  it('uses the (kind, created_at) index, one statement for the seven tabs', async () => {
    const plan = await explain({});
    // Printed so the plan can be read in the test output (and quoted in the note).
    console.log(plan);
    expect(plan).toMatch(/Function Scan on unnest/);
    expect(plan).toMatch(/Index Cond: \(\(kind = k\.kind\) AND \(created_at >= /);
    expect(plan).toMatch(/purchases_kind_created_idx/);
    expect(plan).not.toMatch(/Seq Scan on purchases/);
  });

  it('never scans the purchases table with filters either', async () => {
    for (const filters of [{ sport: 'Basketball' }, { gender: 'Female' as const }]) {
      const plan = await explain(filters);
      // An index scan, or a bitmap scan of the same index: which one depends on the table's
      // statistics at the moment; both read only the week's rows of one kind.
      expect(plan).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) purchases_/);
      expect(plan).not.toMatch(/Seq Scan on purchases/);
    }
  });
});
