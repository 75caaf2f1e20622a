import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createBlockedAthlete, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { announceSessionsEnded } from './session-events';
import { requireUser } from './session-plugin';

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

    // Blocking is announced like any end of a user's sessions: every process drops its cached
    // copy of the session (session-cache.ts).
    await t.services.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    await announceSessionsEnded(t.services, user.id);

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

describe('the session cache (decision 0034)', () => {
  const probes = (app: import('fastify').FastifyInstance) => {
    // A signed-in change of the caller's own record, as a profile edit makes.
    app.post(
      '/api/test-only/rename',
      { config: { session: 'required' }, onRequest: requireUser },
      async (request) => {
        const id = request.user?.id ?? '';
        await t.services.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, id));
        return { ok: true };
      },
    );
  };
  let t: TestApp;
  let strict: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ extraRoutes: probes });
    strict = await createTestApp({ env: { SESSION_CACHE_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await strict.close();
  });

  const me = (app: TestApp, cookie: string) =>
    app.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const removeSessionRows = (app: TestApp, userId: string) =>
    app.services.db.delete(sessions).where(eq(sessions.userId, userId));

  it('reuses a session it read within its lifetime; with 0 seconds every request reads it', async () => {
    const cached = await signedInUser(t.services.db);
    expect((await me(t, cached.cookie)).statusCode).toBe(200);
    // Removed behind the server's back (nothing announced): the copy is still used.
    await removeSessionRows(t, cached.user.id);
    expect((await me(t, cached.cookie)).statusCode).toBe(200);

    const uncached = await signedInUser(strict.services.db);
    expect((await me(strict, uncached.cookie)).statusCode).toBe(200);
    await removeSessionRows(strict, uncached.user.id);
    expect((await me(strict, uncached.cookie)).statusCode).toBe(401);
  });

  it('ends a signed-out session at once', async () => {
    const { cookie } = await signedInUser(t.services.db);
    expect((await me(t, cookie)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(t, cookie)).statusCode).toBe(401);
  });

  it("shows a user's own change on their next request", async () => {
    const { cookie } = await signedInUser(t.services.db, { firstName: 'Jordan' });
    expect((await me(t, cookie)).json().user.firstName).toBe('Jordan');
    const rename = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/rename',
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(rename.statusCode).toBe(200);
    expect((await me(t, cookie)).json().user.firstName).toBe('Renamed');
  });
});
