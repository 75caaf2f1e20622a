import type { TConsoleUserFilters } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchStatement } from './search-users';

/**
 * The console's user search reads indexes, never the whole users table: each
 * kind of search through its index (decision 0056). On PostgreSQL only, at 100,000 accounts: at
 * 20,000 the planner still prices a sequential scan below the trigram index (and on the embedded
 * database below every index).
 */
describe.runIf(inject('dbKind') === 'postgres')('console user search plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.services.db.execute(sql`
      with made as (
        insert into users (email, password_hash, role, first_name, last_name, blocked)
        select 'plan-' || g || '@example.com', 'x',
               (case when g % 10 = 0 then 'fan' else 'athlete' end)::user_role,
               (array['Ava','Ben','Cleo','Dan','Eve','Finn','Gia','Hugo'])[1 + g % 8] || g,
               (array['Smith','Jones','Garcia','Brown','Lee','Quill','Moore','Young'])[1 + g % 8],
               g % 500 = 0
        from generate_series(1, 100000) g
        returning id, role)
      insert into athlete_profiles (user_id, sport, state_code)
      select id, 'Basketball', 'FL' from made where role = 'athlete'`);
    // A rare name, last in name order: the first page of its search must not read everyone
    // before it.
    await t.services.db.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name)
      select 'quiet-' || g || '@example.com', 'x', 'fan', 'Zed' || g, 'Zyquillian'
      from generate_series(1, 30) g`);
    await t.services.db.execute(sql`analyze users`);
    await t.services.db.execute(sql`analyze athlete_profiles`);
  });
  afterAll(() => t.close());

  const explain = async (filters: TConsoleUserFilters) => {
    const statement = searchStatement(t.services.db, filters, { cursor: null, limit: 25 });
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      t.services.db,
      sql`explain analyze ${statement.getSQL()}`,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    if (process.env.PLAN_REPORT) console.log(JSON.stringify(filters), `\n${plan}`);
    return plan;
  };

  it('walks the name order index for the list without a search, sorting nothing', async () => {
    const plan = await explain({});
    expect(plan).toMatch(/Index Scan using users_name_order_idx on users/);
    expect(plan).not.toMatch(/Seq Scan on users|Sort/);
  });

  it('finds an e-mail through its prefix index', async () => {
    const plan = await explain({ q: 'plan-1234@example.com' });
    expect(plan).toMatch(/users_email_prefix_idx/);
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it('finds a part of a name through the trigram index, and an e-mail start beside it', async () => {
    const plan = await explain({ q: 'quillian' });
    expect(plan).toMatch(/users_full_name_trgm_idx/);
    expect(plan).toMatch(/users_email_prefix_idx/);
    expect(plan).not.toMatch(/Seq Scan on users|Index Scan using users_name_order_idx/);
  });

  it('finds a name start of two letters through the name indexes', async () => {
    const plan = await explain({ q: 'zy' });
    expect(plan).toMatch(/Bitmap Index Scan on users_name_order_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on users_first_name_order_idx/);
    expect(plan).not.toMatch(/Seq Scan on users|Index Scan using users_name_order_idx/);
  });

  it('finds an athlete ID through its unique index', async () => {
    const plan = await explain({ q: '1500' });
    expect(plan).toMatch(/athlete_profiles_athlete_number_unique/);
    expect(plan).not.toMatch(/Seq Scan on users/);
  });
});
