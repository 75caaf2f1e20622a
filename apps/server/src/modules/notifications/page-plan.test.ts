import { PAGE_SIZE } from '@fhp/domain';
import { Placeholder, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { queryRows } from '../../platform/db/database';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preparedPageQuery } from './service';

/**
 * PostgreSQL plans a prepared statement afresh on each of its first five executions, then keeps
 * one generic plan if that costs no more. With `limit $n` it could not cost one and planned every
 * page (decision 0040). This prepares the page statements as the server does and runs each past
 * the trial runs: the generic plan must be chosen and must read the tab's partial index.
 */
describe('the notifications page statements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;

  for (const [tab, afterCursor] of [
    ['unread', false],
    ['unread', true],
    ['read', false],
    ['read', true],
  ] as const) {
    it(`${tab}, ${afterCursor ? 'a later page' : 'the first page'}: a generic plan on the partial index`, async () => {
      const me = await signedInUser(t.services.db);
      // Enough rows, analyzed, for the planner to cost a page against a long list: the case
      // where an unknown LIMIT made every generic plan look dear.
      const rows = Array.from({ length: 600 }, (_, i) => ({
        userId: me.user.id,
        type: 'admin',
        message: `note ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        readAt: tab === 'read' ? new Date(Date.UTC(2025, 0, 2)) : null,
      }));
      const inserted = await t.services.db
        .insert(notifications)
        .values(rows)
        .returning({ id: notifications.id, createdAt: notifications.createdAt });
      await t.services.db.execute(sql`analyze notifications`);
      const cursor = inserted[300];
      if (!cursor) throw new Error('no cursor row');
      const values: Record<string, unknown> = {
        userId: me.user.id,
        cursorId: cursor.id,
        cursorAt: cursor.createdAt.toISOString(),
      };
      const query = preparedPageQuery(t.services.db, tab, afterCursor, PAGE_SIZE + 1).getQuery();
      // The statement's parameters: the named placeholders, and the values drizzle made
      // parameters of itself (the join's type).
      const args = query.params.map((p) => literal(p instanceof Placeholder ? values[p.name] : p));
      const name = `page_plan_${tab}_${afterCursor ? 'after' : 'first'}`;

      // One transaction: PREPARE and EXECUTE on the same connection of the pool.
      const { plans, plan } = await t.services.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`prepare ${name} as ${query.sql}`));
        for (let i = 0; i < 7; i++)
          await tx.execute(sql.raw(`execute ${name}(${args.join(', ')})`));
        const [counts] = await queryRows<{ generic_plans: number | string }>(
          tx,
          sql`select generic_plans from pg_prepared_statements where name = ${name}`,
        );
        const explained = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql.raw(`explain execute ${name}(${args.join(', ')})`),
        );
        await tx.execute(sql.raw(`deallocate ${name}`));
        return {
          plans: Number(counts?.generic_plans),
          plan: explained.map((r) => r['QUERY PLAN']).join('\n'),
        };
      });

      expect(plans).toBeGreaterThan(0);
      expect(plan).toContain(`notifications_user_${tab}_idx`);
      // A generic plan keeps the parameter in the index condition.
      expect(plan).toMatch(/Index Cond: \(.*user_id = \$\d/);
    });
  }
});
