import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createBlockedAthlete, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('a blocked account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes(app) {
        // What a public route that reads the session sees of the caller.
        app.get('/api/test-only/whoami', { config: { session: 'optional' } }, async (request) => ({
          userId: request.user?.id ?? null,
        }));
        // A public route that does not read it never looks the session up.
        app.get('/api/test-only/anonymous', async (request) => ({
          userId: request.user?.id ?? null,
        }));
      },
    });
  });
  afterAll(() => t.close());

  const as = (cookie: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: { cookie } });

  it('loses access at once when blocked after signing in, on guarded and public routes', async () => {
    const { user, cookie } = await signedInUser(t.services.db);
    expect((await as(cookie, '/api/me')).statusCode).toBe(200);
    expect((await as(cookie, '/api/test-only/whoami')).json()).toEqual({ userId: user.id });

    await t.services.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));

    const me = await as(cookie, '/api/me');
    expect(me.statusCode).toBe(403);
    expect(me.json().error.code).toBe('FORBIDDEN');
    // The session is over: afterwards the cookie is a signed-out visitor's.
    expect((await as(cookie, '/api/profile')).statusCode).toBe(401);
    expect((await as(cookie, '/api/test-only/whoami')).json()).toEqual({ userId: null });
  });

  it('is an anonymous visitor on a public route from the first request', async () => {
    const blocked = await createBlockedAthlete(t.services.db);
    const cookie = await sessionCookie(t.services.db, blocked.id);
    expect((await as(cookie, '/api/test-only/whoami')).json()).toEqual({ userId: null });
  });

  it('is not looked up on a public route that does not read it', async () => {
    const blocked = await createBlockedAthlete(t.services.db);
    const cookie = await sessionCookie(t.services.db, blocked.id);
    expect((await as(cookie, '/api/test-only/anonymous')).json()).toEqual({ userId: null });
    // Had the session been read, the blocked account's session would have been ended.
    const [row] = await t.services.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, blocked.id));
    expect(row?.n).toBe(1);
  });

  it('has its session ended, so unblocking later does not revive it', async () => {
    const blocked = await createBlockedAthlete(t.services.db);
    const cookie = await sessionCookie(t.services.db, blocked.id);
    expect((await as(cookie, '/api/me')).statusCode).toBe(403);
    const [row] = await t.services.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, blocked.id));
    expect(row?.n).toBe(0);

    await t.services.db.update(users).set({ blocked: false }).where(eq(users.id, blocked.id));
    expect((await as(cookie, '/api/me')).statusCode).toBe(401);
  });
});
