import { messages } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { auditLog, contestSchools, schools } from '../../db/schema';
import { createAdmin, sessionCookie } from '../../test/factories';
import { twoProcesses } from '../../test/two-processes';
import { insertContest } from '../contests/contest-test-helpers';

const onPostgres = inject('dbKind') === 'postgres';

describe('contest school entries under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  it.runIf(onPostgres)(
    'two operators deciding one school entry at once: one decision, the other told 409',
    async () => {
      const ops = await Promise.all(
        ['one', 'two'].map(async (n) => {
          const admin = await createAdmin(t.services.db, {
            email: `contest-school-race-${n}@example.com`,
          });
          return sessionCookie(t.services.db, admin.id);
        }),
      );
      const picked = await t.services.db.select({ id: schools.id }).from(schools).limit(5);
      for (const [round, school] of picked.entries()) {
        const contest = await insertContest(t.services.db);
        const [entry] = await t.services.db
          .insert(contestSchools)
          .values({ contestId: contest.id, schoolId: school.id })
          .returning();
        if (!entry) throw new Error('no school entry');
        const url = `/api/console/contest-schools/${entry.id}/decision`;
        const decisions = round % 2 === 0 ? ['accept', 'decline'] : ['decline', 'accept'];
        const responses = await Promise.all(
          [t, other].map((app, i) =>
            app.app.inject({
              method: 'POST',
              url,
              headers: { cookie: ops[i] ?? '' },
              payload: { decision: decisions[i] },
            }),
          ),
        );
        expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const refused = responses.find((r) => r.statusCode === 409);
        expect(refused?.json().error.message).toBe(messages.contests.schoolAlreadyDecided);
        const won = responses.find((r) => r.statusCode === 200)?.json().school.status;
        const [row] = await t.services.db
          .select()
          .from(contestSchools)
          .where(eq(contestSchools.id, entry.id));
        expect(row?.status).toBe(won);
        const [audits] = await t.services.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(and(eq(auditLog.subjectId, entry.id), eq(auditLog.subjectType, 'contest-school')));
        expect(audits?.n).toBe(1);
      }
    },
  );
});
