import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, sessionCookie, signedInUser } from '../../test/factories';
import { baseUrl, openSse, type SseClient } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Blocking an account ends its open event streams at once, not at the next heartbeat. */
describe('blocking from the console', () => {
  let t: TestApp;
  const clients: SseClient[] = [];
  beforeAll(async () => {
    // A heartbeat far beyond the test: only the announcement can end the stream in time.
    t = await createTestApp({ eventHeartbeatMs: 60_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  const endsWithin = (client: SseClient, ms: number) =>
    Promise.race([
      client.ended.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
    ]);

  it("ends the blocked athlete's open stream at once, and leaves others' open", async () => {
    const admin = await createAdmin(t.services.db);
    const adminCookie = await sessionCookie(t.services.db, admin.id);
    const athlete = await signedInUser(t.services.db);
    const bystander = await signedInUser(t.services.db);
    const open = async (cookie: string) => {
      const client = await openSse(`${baseUrl(t.app)}/api/events`, cookie);
      clients.push(client);
      await client.waitFor((b) => b.comments.includes('connected'));
      return client;
    };
    const stream = await open(athlete.cookie);
    const other = await open(bystander.cookie);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/console/users/${athlete.user.id}/block`,
      headers: { cookie: adminCookie, origin: t.config.publicUrl },
      payload: { reason: 'Chargebacks' },
    });
    expect(res.statusCode).toBe(200);
    expect(await endsWithin(stream, 3000)).toBe(true);
    expect(await endsWithin(other, 300)).toBe(false);
  });
});
