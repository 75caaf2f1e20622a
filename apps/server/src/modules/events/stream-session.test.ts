import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { createUser, signedInUser } from '../../test/factories';
import { baseUrl, openSse, type SseClient } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** An event stream never outlives the sign-in it was opened with. */
describe('event streams end with their session', () => {
  let t: TestApp;
  let url: string;
  const clients: SseClient[] = [];
  const open = async (cookie: string) => {
    const client = await openSse(url, cookie);
    clients.push(client);
    await client.waitFor((b) => b.comments.includes('connected'));
    return client;
  };
  const post = (path: string, cookie: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { cookie, origin: t.config.publicUrl },
      payload,
    });
  /** Resolves true when the server ends the stream within `ms`. */
  const endsWithin = (client: SseClient, ms: number) =>
    Promise.race([
      client.ended.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${baseUrl(t.app)}/api/events`;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  it("closes another tab's stream when the session is logged out", async () => {
    const { cookie } = await signedInUser(t.services.db);
    const otherTab = await open(cookie);
    expect((await post('/api/auth/logout', cookie)).statusCode).toBe(200);
    expect(await endsWithin(otherTab, 3000)).toBe(true);
  });

  it('closes the streams of the other sessions on a password change, and keeps the current one', async () => {
    const user = await createUser(t.services.db);
    const sessionCookie = async () => {
      const { token } = await createSession(t.services.db, user.id, 3_600_000);
      return `${SESSION_COOKIE}=${token}`;
    };
    const current = await sessionCookie();
    const elsewhere = await sessionCookie();
    const currentStream = await open(current);
    const elsewhereStream = await open(elsewhere);
    const res = await post('/api/auth/change-password', current, {
      currentPassword: user.password,
      newPassword: 'Another123!',
      confirmPassword: 'Another123!',
    });
    expect(res.statusCode).toBe(200);
    expect(await endsWithin(elsewhereStream, 3000)).toBe(true);
    expect(await endsWithin(currentStream, 300)).toBe(false);
  });

  it('keeps a stream whose session lives when another session of the user ends', async () => {
    const user = await createUser(t.services.db);
    const a = await createSession(t.services.db, user.id, 3_600_000);
    const b = await createSession(t.services.db, user.id, 3_600_000);
    const stream = await open(`${SESSION_COOKIE}=${a.token}`);
    expect((await post('/api/auth/logout', `${SESSION_COOKIE}=${b.token}`)).statusCode).toBe(200);
    expect(await endsWithin(stream, 500)).toBe(false);
    const [left] = await t.services.db
      .select({ n: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left).toBeDefined();
  });

  it('closes on the next heartbeat once the account is blocked', async () => {
    const heartbeatApp = await createTestApp({ database: t.database, eventHeartbeatMs: 50 });
    try {
      await heartbeatApp.app.listen({ port: 0, host: '127.0.0.1' });
      const { user, cookie } = await signedInUser(t.services.db);
      const client = await openSse(`${baseUrl(heartbeatApp.app)}/api/events`, cookie);
      clients.push(client);
      await client.waitFor((b) => b.comments.includes('connected'));
      await t.services.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
      expect(await endsWithin(client, 3000)).toBe(true);
    } finally {
      await heartbeatApp.close();
    }
  });
});
