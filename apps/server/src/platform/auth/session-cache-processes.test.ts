import { describe, expect, inject, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { twoProcesses } from '../../test/two-processes';
import { announceSessionsEnded } from './session-events';
import { createSession, deleteUserSessions, SESSION_COOKIE } from './sessions';

/**
 * A second server process keeps its own copy of a session (session-cache.ts); ending the
 * session on the first reaches it through LISTEN/NOTIFY. Only PostgreSQL has two processes:
 * the embedded database is one process, where the event bus is in memory.
 */
describe.runIf(inject('dbKind') === 'postgres')('the session cache across processes', () => {
  // A long lifetime, so only the announcement can end the copy within the test.
  const { first, second } = twoProcesses({ env: () => ({ SESSION_CACHE_SECONDS: '60' }) });
  const me = (app: TestApp, cookie: string) =>
    app.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  it('drops a session signed out in another process', async () => {
    const { cookie } = await signedInUser(first.services.db);
    expect((await me(second, cookie)).statusCode).toBe(200);
    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: first.config.publicUrl },
    });
    expect(logout.statusCode).toBeLessThan(300);
    // The notification arrives within milliseconds, not within the 60 s lifetime.
    await expect
      .poll(async () => (await me(second, cookie)).statusCode, { timeout: 5000, interval: 20 })
      .toBe(401);
  });

  it('drops the other sessions of a user whose password changed in another process', async () => {
    const phone = await signedInUser(first.services.db);
    const laptop = await createSession(first.services.db, phone.user.id, 3600_000);
    const laptopCookie = `${SESSION_COOKIE}=${laptop.token}`;
    expect((await me(second, laptopCookie)).statusCode).toBe(200);

    // What a password change does (change-password.ts): end the others, then announce.
    await deleteUserSessions(first.services.db, phone.user.id, phone.token);
    await announceSessionsEnded(first.services, phone.user.id);

    await expect
      .poll(async () => (await me(second, laptopCookie)).statusCode, {
        timeout: 5000,
        interval: 20,
      })
      .toBe(401);
    expect((await me(second, phone.cookie)).statusCode).toBe(200);
  });
});
