import { messages } from '@fhp/domain';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createAdmin, createUser, sessionCookie } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { twoProcesses } from '../../test/two-processes';

const onPostgres = inject('dbKind') === 'postgres';

describe('blocking under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  it.runIf(onPostgres)(
    'two operators blocking one account at once make one decision and one audit row',
    async () => {
      const [a, b] = await Promise.all([createAdmin(t.services.db), createAdmin(t.services.db)]);
      const cookies = [
        await sessionCookie(t.services.db, a.id),
        await sessionCookie(t.services.db, b.id),
      ];
      const athlete = await createUser(t.services.db);
      const block = (app: TestApp, cookie: string) =>
        app.app.inject({
          method: 'POST',
          url: `/api/console/users/${athlete.id}/block`,
          headers: { cookie, origin: app.config.publicUrl },
          payload: { reason: 'Reported' },
        });
      const responses = await Promise.all([
        block(t, cookies[0] ?? ''),
        block(other, cookies[1] ?? ''),
        block(t, cookies[1] ?? ''),
        block(other, cookies[0] ?? ''),
      ]);
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      for (const res of responses.filter((r) => r.statusCode === 409)) {
        expect(res.json().error.message).toBe(messages.consoleUsers.alreadyBlocked);
      }
      const [rows] = await t.services.db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, athlete.id), eq(auditLog.action, 'user.block')));
      expect(rows?.n).toBe(1);
    },
  );
});
