import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { createUser } from './factories';
import { createTestDatabase } from './test-database';

/** Every table's row count and every sequence's position: what a test file could notice. */
async function contents(database: Database) {
  const pglite = database.pglite;
  if (!pglite) throw new Error('expected an embedded database');
  const tables = await pglite.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema', 'test_support') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await pglite.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    counts[name] = rows[0]?.n ?? -1;
  }
  const sequences = await pglite.query<{ name: string; last: string | null }>(
    `select schemaname || '.' || sequencename as name, last_value::text as last
       from pg_sequences where schemaname <> 'test_support' order by 1`,
  );
  return { counts, sequences: sequences.rows };
}

// A worker reuses an embedded database across test files (test-database.ts); the next file must
// not see anything the last one wrote.
describe.runIf(inject('dbKind') === 'pglite')('embedded test databases', () => {
  it('come back with the snapshot rows and sequences after a file wrote to them', async () => {
    const first = await createTestDatabase();
    const fresh = await contents(first);
    expect(Object.keys(fresh.counts).length).toBeGreaterThan(20);
    expect(Object.values(fresh.counts).some((n) => n > 0)).toBe(true);

    await createUser(first.db, { role: 'athlete' });
    for (const { name } of fresh.sequences) await first.pglite?.query(`select nextval('${name}')`);
    expect(await contents(first)).not.toEqual(fresh);
    await first.drop();

    const second = await createTestDatabase();
    expect(second.pglite).toBe(first.pglite);
    expect(await contents(second)).toEqual(fresh);
    await second.drop();
  });

  it('are closed, not reused, once a test changed the schema', async () => {
    const first = await createTestDatabase();
    await first.pglite?.exec('create table left_behind (id int)');
    await first.drop();
    expect(first.pglite?.closed).toBe(true);

    const second = await createTestDatabase();
    expect(second.pglite).not.toBe(first.pglite);
    const left = await second.pglite?.query(`select to_regclass('public.left_behind') as t`);
    expect(left?.rows).toEqual([{ t: null }]);
    await second.drop();
  });
});
