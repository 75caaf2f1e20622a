import { consoleMessages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { type Database, openPostgres } from '../../platform/db/database';
import { PgEventBus } from '../../platform/events/pg-event-bus';
import { createAdmin, sessionCookie, signedInUser } from '../../test/factories';
import { baseUrl, openSse, type SseClient } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const onPostgres = inject('dbKind') === 'postgres';

/**
 * Two server processes on one PostgreSQL (each its own pool and LISTEN connection): a message
 * written through one reaches the other side's event stream, served by the other process; two
 * operators deciding at once through both produce one decision.
 */
describe.runIf(onPostgres)('resolutions across two processes', () => {
  let a: TestApp;
  let b: TestApp;
  let secondPool: Database;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    if (!a.database.url) throw new Error('a PostgreSQL test database has a url');
    secondPool = await openPostgres(a.database.url, 4);
    b = await createTestApp({
      database: { ...secondPool, url: a.database.url, drop: async () => {} },
    });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await b?.close();
    await secondPool?.close();
    await a?.close();
  });

  const streamOnB = async (cookie: string) => {
    const client = await openSse(`${baseUrl(b.app)}/api/events`, cookie);
    clients.push(client);
    await client.waitFor((block) => block.comments.includes('connected'));
    return client;
  };
  const post = (app: TestApp, url: string, cookie: string, payload?: object) =>
    app.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it('delivers each side’s message to the other side’s stream on the other process', async () => {
    expect(a.services.events).toBeInstanceOf(PgEventBus);
    expect(b.services.database.pool).not.toBe(a.services.database.pool);
    const athlete = await signedInUser(a.services.db);
    const admin = await createAdmin(a.services.db);
    const adminCookie = await sessionCookie(a.services.db, admin.id);
    const athleteStream = await streamOnB(athlete.cookie);
    const operatorStream = await streamOnB(adminCookie);

    const opened = await post(a, '/api/resolutions', athlete.cookie, {
      type: 'Other',
      description: 'Across processes',
    });
    expect(opened.statusCode).toBe(201);
    const id = opened.json().resolution.id as string;
    await operatorStream.waitFor((e) => e.event === 'admin-notification.changed');

    expect(
      (await post(a, `/api/resolutions/${id}/messages`, athlete.cookie, { message: 'Hello?' }))
        .statusCode,
    ).toBe(201);
    const toOperator = await operatorStream.waitFor((e) => e.event === 'resolution.message');
    expect(JSON.parse(toOperator.data ?? '')).toEqual({ resolutionId: id });

    expect(
      (await post(a, `/api/console/resolutions/${id}/messages`, adminCookie, { message: 'Hi!' }))
        .statusCode,
    ).toBe(201);
    const toAthlete = await athleteStream.waitFor(
      (e) => e.event === 'resolution.message' && (e.data ?? '').includes(id),
    );
    expect(JSON.parse(toAthlete.data ?? '')).toEqual({ resolutionId: id });
    await athleteStream.waitFor((e) => e.event === 'notification.created');

    // What the stream told the athlete's screen to refetch is already there, on either process.
    const thread = await b.app.inject({
      method: 'GET',
      url: `/api/resolutions/${id}`,
      headers: { cookie: athlete.cookie },
    });
    expect(thread.json().messages.map((x: { message: string }) => x.message)).toEqual([
      'Hello?',
      'Hi!',
    ]);
  });

  it('lets one of two operators deciding at once decide, through either process', async () => {
    const athlete = await signedInUser(a.services.db);
    const one = await sessionCookie(a.services.db, (await createAdmin(a.services.db)).id);
    const two = await sessionCookie(a.services.db, (await createAdmin(a.services.db)).id);
    for (let round = 0; round < 3; round++) {
      const id = (
        await post(a, '/api/resolutions', athlete.cookie, { type: 'Other', description: 'Race' })
      ).json().resolution.id as string;
      for (const decision of ['accept', 'close']) {
        const answers = await Promise.all([
          post(a, `/api/console/resolutions/${id}/${decision}`, one),
          post(b, `/api/console/resolutions/${id}/${decision}`, two),
        ]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const refused = answers.find((r) => r.statusCode === 409);
        expect(refused?.json().error.message).toBe(consoleMessages.alreadyDecided);
      }
      const audits = await a.services.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
      expect(audits.map((x) => x.action).sort()).toEqual(['resolution.accept', 'resolution.close']);
    }
  });
});
