import fs from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  DRIZZLE_TEXT_PARSERS,
  useDrizzleTextParsers,
  withInstanceParsers,
  withOwnParsers,
} from './pglite-text-parsers';

const AT = '2026-11-26 10:00:00.123456+00';

describe('PGlite with the parsers drizzle asks for, installed once', () => {
  let withParsers: PGlite;
  let plain: PGlite;
  beforeAll(async () => {
    // Both from the test databases' data folder (global setup's snapshot): a fresh instance runs
    // initdb, seconds of CPU each. These tests only select literals, whatever the tables.
    const snapshot = new Blob([await fs.readFile(inject('pgliteSnapshotPath'))]);
    withParsers = await PGlite.create({ loadDataDir: snapshot });
    useDrizzleTextParsers(withParsers);
    plain = await PGlite.create({ loadDataDir: snapshot });
  });
  afterAll(async () => {
    await withParsers.close();
    await plain.close();
  });

  const select = (client: PGlite) =>
    drizzle(withInstanceParsers(client) as PGlite).execute<{
      at: string;
      day: string;
      days: string;
    }>(
      sql`select ${AT}::timestamptz as at, '2026-11-26'::date as day,
        array['2026-11-26'::date] as days`,
    );

  it("leaves drizzle's per-query parsers out, and the values stay PostgreSQL's text", async () => {
    const query = vi.spyOn(withParsers, 'query');
    const { rows } = await select(withParsers);
    expect(query).toHaveBeenCalledOnce();
    expect(query.mock.calls[0]?.[2]).not.toHaveProperty('parsers');
    expect(rows[0]).toEqual({ at: AT, day: '2026-11-26', days: '{2026-11-26}' });
    query.mockRestore();
  });

  it('passes them on to an instance made without them, with the same result', async () => {
    const query = vi.spyOn(plain, 'query');
    const { rows } = await select(plain);
    expect(query.mock.calls[0]?.[2]).toHaveProperty('parsers');
    expect(rows[0]).toEqual({ at: AT, day: '2026-11-26', days: '{2026-11-26}' });
    query.mockRestore();
  });

  it("gives other clients (the job queue) PGlite's own parsers back", async () => {
    const text = `select '${AT}'::timestamptz as at, '2026-11-26'::date as day,
      '1 day'::interval as span`;
    const { rows } = await withOwnParsers(withParsers).query<{ at: Date }>(text);
    expect(rows[0]?.at).toBeInstanceOf(Date);
    // Exactly what an instance left as PGlite made it answers.
    expect(rows).toEqual((await plain.query(text)).rows);
  });

  it('passes on parsers it does not know, and keeps them inside a transaction', async () => {
    const client = withInstanceParsers(withParsers);
    const own = { [types.INT4]: (value: string) => `n${value}` };
    const { rows } = await client.query<{ n: string }>('select 7 as n', [], { parsers: own });
    expect(rows[0]?.n).toBe('n7');
    const inside = await client.transaction?.((tx) =>
      tx.query<{ at: string }>(`select '${AT}'::timestamptz as at`, [], {
        parsers: { [types.TIMESTAMPTZ]: DRIZZLE_TEXT_PARSERS[types.TIMESTAMPTZ] ?? String },
      }),
    );
    expect(inside?.rows[0]?.at).toBe(AT);
  });
});
