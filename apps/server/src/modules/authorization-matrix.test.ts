import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Access, AUTHORIZATION, type Role } from '../test/authorization-matrix';
import {
  createPrincipals,
  PRINCIPALS,
  type Principal,
  type SignedInPrincipal,
  sessionCookie,
} from '../test/factories';
import { type RouteEntry, routeCollector } from '../test/route-table';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 11, point 6: every registered route x eight principals, against the one declaration
 * file test/authorization-matrix.ts (its header explains the outcome kinds). A route without
 * a declaration fails here, so each new route states who may call it.
 */

const ROLES_OF: Record<SignedInPrincipal, readonly Role[]> = {
  athlete: ['athlete'],
  otherAthlete: ['athlete'],
  fan: ['fan'],
  manager: ['fan', 'manager'],
  schoolAdmin: ['school-admin'],
  admin: ['admin'],
  blocked: ['athlete'],
};

type Expectation =
  | 'served'
  | 'owner served'
  | '401'
  | '403'
  | 'not theirs (403/404)'
  | 'refused (401/404)';

function expectationFor(access: Access, principal: Principal): Expectation {
  if (access.kind === 'public') return 'served';
  if (access.kind === 'operator-token') return 'refused (401/404)';
  if (principal === 'anonymous') return access.kind === 'visitor-or-signed-in' ? 'served' : '401';
  if (principal === 'blocked') return '403';
  const admitted =
    access.kind === 'signed-in' ||
    access.kind === 'visitor-or-signed-in' ||
    access.roles === 'any' ||
    access.roles.some((r) => ROLES_OF[principal].includes(r));
  if (!admitted) return '403';
  if (access.kind === 'owned')
    return principal === 'athlete' ? 'owner served' : 'not theirs (403/404)';
  if (access.kind === 'decided') {
    // The policy: the operator and the owner act; the others are told nothing or refused.
    return principal === 'athlete' || principal === 'admin'
      ? 'owner served'
      : 'not theirs (403/404)';
  }
  return 'served';
}

function meets(expectation: Expectation, status: number): boolean {
  if (status >= 500) return false;
  switch (expectation) {
    case 'served':
      return status !== 401 && status !== 403;
    case 'owner served':
      return status !== 401 && status !== 403 && status !== 404;
    case '401':
      return status === 401;
    case '403':
      return status === 403;
    case 'not theirs (403/404)':
      return status === 403 || status === 404;
    case 'refused (401/404)':
      return status === 401 || status === 404;
  }
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('authorization matrix', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  let users: Awaited<ReturnType<typeof createPrincipals>>;
  let baseUrl: string;
  const collector = routeCollector();
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp({ onRoute: collector.onRoute });
    routes = collector.routes();
    users = await createPrincipals(t.services.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(() => t.close());

  it('has a declaration for every registered route, and none for a route that is gone', () => {
    const keys = routes.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(50);
    const undeclared = keys.filter((k) => !(k in AUTHORIZATION));
    const stale = Object.keys(AUTHORIZATION).filter((k) => !keys.includes(k));
    expect({ undeclared, stale }).toEqual({ undeclared: [], stale: [] });
  });

  it('declares decided() exactly for the routes whose guard asks the policy module', () => {
    const policy = routes.filter((r) => r.policy).map((r) => r.key);
    const decided = Object.entries(AUTHORIZATION)
      .filter(([, access]) => access.kind === 'decided')
      .map(([key]) => key);
    expect(policy.length).toBeGreaterThan(0);
    expect(decided.sort()).toEqual(policy.sort());
  });

  /** One request as `principal`, each with a fresh session (a route may end the session). */
  async function call(
    route: RouteEntry,
    principal: Principal,
    target: { url: string; body?: unknown },
    streamRoute: boolean,
  ): Promise<number> {
    const cookie =
      principal === 'anonymous'
        ? undefined
        : await sessionCookie(t.services.db, users[principal].id);
    const headers: Record<string, string> = { origin: t.config.publicUrl };
    if (cookie) headers.cookie = cookie;
    const withBody = WITH_BODY.has(route.method);
    if (withBody) headers['content-type'] = 'application/json';
    const payload = withBody ? JSON.stringify(target.body ?? {}) : undefined;
    if (streamRoute) {
      // An endless response: read the status line over a real connection, then hang up.
      const abort = new AbortController();
      const res = await fetch(`${baseUrl}${target.url}`, {
        method: route.method,
        headers,
        body: payload,
        signal: abort.signal,
      });
      abort.abort();
      return res.status;
    }
    ip++;
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: target.url,
      headers,
      payload,
      // Spread over addresses, so per-address rate limits do not answer for the guard.
      remoteAddress: `10.77.${(ip >> 8) & 255}.${ip & 255}`,
    });
    return res.statusCode;
  }

  const fill = (url: string, params: Record<string, string> = {}) =>
    url
      .replace(/:(\w+)/g, (_, name: string) => params[name] ?? crypto.randomUUID())
      .replace('*', 'x');

  it('answers every principal on every route as declared', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const access = AUTHORIZATION[route.key];
      if (!access) continue;
      const row =
        access.kind === 'owned' || access.kind === 'decided'
          ? await access.row({ db: t.services.db, ownerId: users.athlete.id })
          : undefined;
      const target = { url: fill(route.url, row?.params), body: row?.body };
      // The owner goes last: its call may delete the row the others aim at.
      const order = [...PRINCIPALS.filter((p) => p !== 'athlete'), 'athlete' as const];
      for (const principal of order) {
        const expectation = expectationFor(access, principal);
        const served = expectation === 'served' || expectation === 'owner served';
        const status = await call(route, principal, target, Boolean(access.stream) && served);
        checked++;
        if (!meets(expectation, status)) {
          failures.push(`${route.key} as ${principal}: expected ${expectation}, got ${status}`);
        }
      }
    }
    expect(checked).toBe(routes.length * PRINCIPALS.length);
    expect(failures).toEqual([]);
    // Every route times eight principals, each with a fresh session: about 10 s alone, so the
    // default 30 s is too close on a busy machine.
  }, 120_000);
});
