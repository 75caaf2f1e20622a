import { consoleMessages } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { auditLog, notifications, placeRequests } from '../../db/schema';
import { createAdmin, sessionCookie, signedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { twoProcesses } from '../../test/two-processes';

const onPostgres = inject('dbKind') === 'postgres';

describe('console requests under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  it.runIf(onPostgres)('two operators deciding one request at once make one decision', async () => {
    const ops = await Promise.all(
      ['one', 'two'].map(async (n) => {
        const admin = await createAdmin(t.services.db, { email: `race-${n}@example.com` });
        return sessionCookie(t.services.db, admin.id);
      }),
    );
    const athlete = await signedInUser(t.services.db);
    for (let round = 0; round < 5; round++) {
      const [row] = await t.services.db
        .insert(placeRequests)
        .values({
          kind: 'city',
          addedBy: athlete.user.id,
          state: 'Florida',
          city: `Race Town ${round}`,
          college: 'Race College',
          sport: 'Rugby',
        })
        .returning();
      if (!row) throw new Error('no request');
      const decide = (app: TestApp, cookie: string, decision: string) =>
        app.app.inject({
          method: 'POST',
          url: `/api/console/requests/city/${row.id}/decision`,
          headers: { cookie },
          payload: { decision, note: `${decision} by ${cookie.slice(-4)}` },
        });
      const responses = await Promise.all([
        decide(t, ops[0] as string, 'approve'),
        decide(other, ops[1] as string, 'decline'),
      ]);
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const lost = responses.find((r) => r.statusCode === 409);
      expect(lost?.json().error.message).toBe(consoleMessages.alreadyDecided);
      const won = responses.find((r) => r.statusCode === 200)?.json();
      const [stored] = await t.services.db
        .select()
        .from(placeRequests)
        .where(eq(placeRequests.id, row.id));
      expect(stored?.status).toBe(won.item.state);
      const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n;
      expect(
        await n(
          t.services.db
            .select({ n: sql<number>`count(*)::int` })
            .from(auditLog)
            .where(eq(auditLog.subjectId, row.id)),
        ),
      ).toBe(1);
      expect(
        await n(
          t.services.db
            .select({ n: sql<number>`count(*)::int` })
            .from(notifications)
            .where(sql`${notifications.data}->>'id' = ${row.id}`),
        ),
      ).toBe(1);
    }
  });
});
