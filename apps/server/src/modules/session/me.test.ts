import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

  it('returns the athlete with the athlete record the shell needs', async () => {
    const { user, cookie } = await signedInUser(t.services.db, { chatRateCents: 250 });
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        email: user.email,
        role: 'athlete',
        isManager: false,
        firstName: 'Test',
        lastName: 'User',
        name: 'Test User',
        emailConfirmed: false,
      },
      athlete: {
        athleteNumber: user.athlete?.athleteNumber,
        sport: 'Basketball',
        state: 'Florida',
        chatRateCents: 250,
      },
    });
    expect(res.body).not.toContain('password');
  });

  it('returns no athlete record for other roles', async () => {
    const { cookie } = await signedInUser(t.services.db, { role: 'fan' });
    expect((await me(cookie)).json().athlete).toBeNull();
  });

  it('answers a visitor without a session cookie with no user (200, nothing to log)', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, athlete: null });
    // Other cookies are not a session.
    expect((await me('theme=dark')).json()).toEqual({ user: null, athlete: null });
  });

  it('answers 401 for a session cookie that opens no session and 403 for a blocked account', async () => {
    expect((await me('fhp_session=forged')).statusCode).toBe(401);
    expect((await me('fhp_session=')).statusCode).toBe(401);
    const { cookie } = await signedInUser(t.services.db, { blocked: true });
    expect((await me(cookie)).statusCode).toBe(403);
  });

  it('gives consecutive athlete numbers from the sequence', async () => {
    const a = await signedInUser(t.services.db);
    const b = await signedInUser(t.services.db);
    expect((b.user.athlete?.athleteNumber ?? 0) - (a.user.athlete?.athleteNumber ?? 0)).toBe(1);
  });
});
