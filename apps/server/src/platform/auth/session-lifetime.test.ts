import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('sessions on every request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_IDLE_HOURS: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

  it('marks what a signed-in user is sent as not to be stored by any cache', async () => {
    const athlete = await signedInUser(t.services.db);
    const res = await me(athlete.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ends a session left idle longer than SESSION_IDLE_HOURS, though its lifetime runs on', async () => {
    const athlete = await signedInUser(t.services.db);
    const idle = sql`now() - interval '3 hours'`;
    await t.services.db
      .update(sessions)
      .set({ lastSeenAt: idle })
      .where(eq(sessions.userId, athlete.user.id));
    const res = await me(athlete.cookie);
    expect(res.statusCode).toBe(401);
  });

  it('keeps a session in use alive and records when it was last used', async () => {
    const athlete = await signedInUser(t.services.db);
    const earlier = sql`now() - interval '1 hour'`;
    await t.services.db
      .update(sessions)
      .set({ lastSeenAt: earlier })
      .where(eq(sessions.userId, athlete.user.id));
    expect((await me(athlete.cookie)).statusCode).toBe(200);
    const [row] = await t.services.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, athlete.user.id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('reads the session on a percent-encoded API path too', async () => {
    const athlete = await signedInUser(t.services.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/%61pi/me',
      headers: { cookie: athlete.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(athlete.user.id);
  });
});
