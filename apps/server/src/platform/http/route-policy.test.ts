import { defineEndpoint } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { athleteProfiles, notifications } from '../../db/schema';
import {
  createAdmin,
  createFan,
  createSchoolAdmin,
  createUser,
  schoolIdOf,
  sessionCookie,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { athleteSubject } from '../auth/subjects';
import { route } from './route';

/**
 * Issue 32, point 3: an endpoint that reaches another user's rows declares its policy, and the
 * route's guard makes one decision through the policy module before the handler runs: 404 to
 * who may not see the row, 403 to who may see it but not do this.
 */
const params = z.object({ userId: z.uuid() });
const read = defineEndpoint({
  method: 'GET',
  path: '/api/test-policy/athletes/:userId',
  access: 'signed-in',
  policy: { action: 'read', resource: 'athlete' },
  tags: ['test'],
  summary: 'Read an athlete (test)',
  params,
  response: z.object({ userId: z.string() }),
});
const change = defineEndpoint({
  method: 'POST',
  path: '/api/test-policy/athletes/:userId',
  access: 'signed-in',
  policy: { action: 'change', resource: 'athlete' },
  tags: ['test'],
  summary: 'Change an athlete (test)',
  params,
  response: z.object({ userId: z.string() }),
});

describe('the route guard of an endpoint with a policy', () => {
  let t: TestApp;
  let handled = 0;
  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes: (app) => {
        for (const endpoint of [read, change]) {
          route(
            app,
            endpoint,
            async (request) => {
              handled++;
              return { userId: request.params.userId };
            },
            {
              // The app is being built: its database is read when a request comes.
              authorize: {
                get db() {
                  return t.services.db;
                },
                subject: (r) => athleteSubject(t.services.db, r.params.userId),
              },
            },
          );
        }
      },
    });
  });
  afterAll(() => t.close());

  it('lets the operator and the owner act, shows the school admin, hides it from others', async () => {
    const db = t.services.db;
    const athlete = await createUser(db, { role: 'athlete' });
    const schoolId = await schoolIdOf(db, 'FL', 'Miami', 'Miami Dade College');
    await db
      .update(athleteProfiles)
      .set({ schoolId })
      .where(eq(athleteProfiles.userId, athlete.id));
    const callers = {
      admin: await createAdmin(db),
      owner: athlete,
      stranger: await createUser(db, { role: 'athlete' }),
      fan: await createFan(db),
      // Miami Dade College, the athlete's school.
      schoolAdmin: await createSchoolAdmin(db),
    };
    const answers: Record<string, [number, number]> = {};
    for (const [name, user] of Object.entries(callers)) {
      const headers = { cookie: await sessionCookie(db, user.id), origin: t.config.publicUrl };
      const url = `/api/test-policy/athletes/${athlete.id}`;
      const got = await t.app.inject({ method: 'GET', url, headers });
      const posted = await t.app.inject({ method: 'POST', url, headers });
      answers[name] = [got.statusCode, posted.statusCode];
    }
    expect(answers).toEqual({
      admin: [200, 200],
      owner: [200, 200],
      stranger: [404, 404],
      fan: [404, 404],
      // Sees the school's athlete, changes nothing.
      schoolAdmin: [200, 403],
    });
    // The handler ran only for the allowed calls.
    expect(handled).toBe(5);
  });

  it('answers 404 for an athlete that does not exist, even to the operator', async () => {
    const admin = await createAdmin(t.services.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/test-policy/athletes/${crypto.randomUUID()}`,
      headers: { cookie: await sessionCookie(t.services.db, admin.id) },
    });
    expect(res.statusCode).toBe(404);
  });

  it("decides the operator's message to an athlete by the policy", async () => {
    const db = t.services.db;
    const admin = await createAdmin(db);
    const athlete = await createUser(db, { role: 'athlete' });
    const fan = await createFan(db);
    const cookie = await sessionCookie(db, admin.id);
    const send = (userId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/athletes/${userId}/messages`,
        headers: { cookie, origin: t.config.publicUrl },
        payload: { message: 'Hello from the console' },
      });
    const sent = await send(athlete.id);
    expect(sent.statusCode).toBe(201);
    const [row] = await db.select().from(notifications).where(eq(notifications.id, sent.json().id));
    expect(row).toMatchObject({ userId: athlete.id, type: 'admin' });
    // A fan is no athlete: nothing to message.
    expect((await send(fan.id)).statusCode).toBe(404);
  });
});
