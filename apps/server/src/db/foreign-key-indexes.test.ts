import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/database';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * Every foreign key whose columns do not lead some index of its table, as `table(columns)`.
 * Without one, deleting a referenced row (a cascade, a set null, or the check that nothing
 * refers to it) scans the whole referring table, and so does the join along that key.
 */
const UNINDEXED_FOREIGN_KEYS = sql`
  select c.conrelid::regclass::text || '(' || (
    select string_agg(a.attname, ', ' order by k.ord)
    from unnest(c.conkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
  ) || ')' as "foreignKey"
  from pg_constraint c
  join pg_namespace n on n.oid = c.connamespace
  where c.contype = 'f' and n.nspname = 'public'
    and not exists (
      select 1 from pg_index i
      where i.indrelid = c.conrelid and i.indpred is null
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1]::int2[] @> c.conkey
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1]::int2[] <@ c.conkey
    )
  order by 1`;

describe('schema: indexes behind foreign keys', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('has, for every foreign key, an index that starts with its columns', async () => {
    const rows = await queryRows<{ foreignKey: string }>(database.db, UNINDEXED_FOREIGN_KEYS);
    expect(rows.map((r) => r.foreignKey)).toEqual([]);
  });
});
