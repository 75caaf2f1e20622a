import { consoleMessages, schoolRequestsMessages as m } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { schoolContractRequests, schoolContracts, users } from '../../db/schema';
import { createAdmin, sessionCookie } from '../../test/factories';
import { contractRequestBody, createListedSchool } from '../../test/school-requests';
import type { TestApp } from '../../test/test-app';
import { twoProcesses } from '../../test/two-processes';

const onPostgres = inject('dbKind') === 'postgres';

describe('school contract requests under concurrency', () => {
  const { first: t, second: other } = twoProcesses();
  let address = 0;

  const request = async (app: TestApp, data: Record<string, unknown>) =>
    app.app.inject({
      method: 'POST',
      url: '/api/school-contract-requests',
      remoteAddress: `10.5.0.${++address}`,
      ...(await contractRequestBody(data)),
    });

  it.runIf(onPostgres)(
    'two requests for one school at once keep one pending, the other gets the message',
    async () => {
      for (let round = 0; round < 5; round++) {
        const school = await createListedSchool(t.services.db);
        const data = (n: number) => ({
          level: 'college',
          state: 'FL',
          place: school.place,
          school: school.name,
          email: `race-${round}-${n}@school.test`,
        });
        const responses = await Promise.all([request(t, data(1)), request(other, data(2))]);
        expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        expect(responses.find((r) => r.statusCode === 409)?.json().error.message).toBe(
          m.schoolHasRequest,
        );
        const [n] = await t.services.db
          .select({ n: sql<number>`count(*)::int` })
          .from(schoolContractRequests)
          .where(eq(schoolContractRequests.schoolId, school.id));
        expect(n?.n).toBe(1);
      }
    },
  );

  it.runIf(onPostgres)(
    'two operators approving one request at once make one contract and one account',
    async () => {
      const ops = await Promise.all(
        ['one', 'two'].map(async (n) => {
          const admin = await createAdmin(t.services.db, { email: `school-race-${n}@example.com` });
          return sessionCookie(t.services.db, admin.id);
        }),
      );
      for (let round = 0; round < 5; round++) {
        const school = await createListedSchool(t.services.db);
        const email = `approve-race-${round}@school.test`;
        expect(
          (
            await request(t, {
              level: 'college',
              state: 'FL',
              place: school.place,
              school: school.name,
              email,
            })
          ).statusCode,
        ).toBe(201);
        const [row] = await t.services.db
          .select()
          .from(schoolContractRequests)
          .where(eq(schoolContractRequests.schoolId, school.id));
        const approve = (app: TestApp, cookie: string) =>
          app.app.inject({
            method: 'POST',
            url: `/api/console/school-contract-requests/${row?.id}/approve`,
            headers: { cookie },
          });
        const responses = await Promise.all([
          approve(t, ops[0] as string),
          approve(other, ops[1] as string),
        ]);
        expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect(responses.find((r) => r.statusCode === 409)?.json().error.message).toBe(
          consoleMessages.alreadyDecided,
        );
        const contracts = await t.services.db
          .select()
          .from(schoolContracts)
          .where(eq(schoolContracts.schoolId, school.id));
        expect(contracts).toHaveLength(1);
        const accounts = await t.services.db.select().from(users).where(eq(users.email, email));
        expect(accounts).toHaveLength(1);
      }
    },
  );
});
