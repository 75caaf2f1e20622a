import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION, type Role } from './authorization-matrix';
import {
  createAdmin,
  createFan,
  createManager,
  createSchoolAdmin,
  createUser,
  sessionCookie,
} from './factories';
import {
  type BodyCase,
  bodyCase,
  hashSeed,
  type JsonSchema,
  multipartCase,
  parameterValue,
  type Random,
  resolverFor,
  seededRandom,
} from './fuzz';
import { routeCollector } from './route-table';
import { createTestApp, type TestApp } from './test-app';
import { tinyPng } from './uploads';

/**
 * Issue 11, point 5: no input gives a 5xx or a hang. Every operation of the app's own OpenAPI
 * document (so routes added later are covered without editing this file) gets generated and
 * mutated requests (body, query and path), as an anonymous visitor and as a signed-in athlete
 * (and, for a route closed to athletes, as a user the authorization matrix admits). Every
 * multipart route (found from the route table's `consumes`) gets malformed forms.
 *
 * Reproduce a failure: each case is seeded from FUZZ_SEED, the route, the principal and the
 * case number printed in the failure; FUZZ_SEED=<n> FUZZ_CASES=<n> change the run, and
 * FUZZ_REPORT=1 prints each route's time and status counts (to see what the cases reach).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/**
 * Requests per route and principal; every route has at least two principals (anonymous and
 * an athlete, or a user the matrix admits), so at least 200 per route in all.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 100);
const MULTIPART_CASES = Math.ceil(CASES / 2);
/** A request that has not answered by then is a hang. */
const HANG_MS = 10_000;

/** Routes left out, each with its reason. Nothing else may be skipped. */
const EXCLUDED: Record<string, string> = {
  'GET /api/events':
    'an endless event stream: a served request never ends (its guard is checked by the authorization matrix)',
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
};
type OpenApi = {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>;
};

function operationsOf(document: OpenApi): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method] as
        | {
            parameters?: Parameter[];
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        | undefined;
      if (!op) continue;
      const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
      out.push({
        key: `${method.toUpperCase()} ${fastifyPath}`,
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

type Principal = 'anonymous' | 'athlete' | 'admin' | 'fan' | 'manager' | 'school-admin';

/** Anonymous and an athlete; plus a user the route admits when athletes are not. */
function principalsFor(key: string): Principal[] {
  const access = AUTHORIZATION[key];
  const roles: readonly Role[] =
    access && access.kind !== 'public' && 'roles' in access && access.roles !== 'any'
      ? access.roles
      : [];
  const extra = roles.length && !roles.includes('athlete') ? [roles[0] as Principal] : [];
  return ['anonymous', 'athlete', ...extra];
}

/** `{ error: { code, message } }`, as every refusal of the API is. */
function hasErrorShape(body: string): boolean {
  try {
    const { error } = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    return (
      typeof error?.code === 'string' && typeof error.message === 'string' && error.message !== ''
    );
  } catch {
    return false;
  }
}

const ip = (r: Random) => `10.${r.int(256)}.${r.int(256)}.${1 + r.int(254)}`;
const show = (text: string | Buffer | undefined) => {
  const s = typeof text === 'string' ? text : (text?.toString('latin1') ?? '');
  return JSON.stringify(s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
};

/**
 * One shard of the fuzz: the operations whose index in the document is `shard - 1` modulo `of`,
 * and with `forms` the malformed multipart forms. The run is split over several test files
 * (src/modules/api-fuzz-*.test.ts) so that the test workers share it: in one file it was the
 * longest file of the run by far.
 */
export function describeApiFuzz({
  shard,
  of,
  forms,
}: {
  shard: number;
  of: number;
  forms?: boolean;
}) {
  describe(`API fuzz (${shard} of ${of}${forms ? ', with forms' : ''})`, () => {
    let t: TestApp;
    let document: OpenApi;
    const collector = routeCollector();

    beforeAll(async () => {
      t = await createTestApp({ onRoute: collector.onRoute });
      document = t.app.swagger() as unknown as OpenApi;
    });
    afterAll(() => t.close());

    /** A fresh user of the principal's kind for one route, and a way to sign in again. */
    async function caller(principal: Principal) {
      const db = t.services.db;
      if (principal === 'anonymous') return { cookie: async (_renew?: boolean) => undefined };
      const make = {
        athlete: () => createUser(db, { role: 'athlete' }),
        admin: () => createAdmin(db),
        fan: () => createFan(db),
        manager: () => createManager(db),
        'school-admin': () => createSchoolAdmin(db),
      }[principal];
      const user = await make();
      let current: string | undefined;
      return {
        async cookie(renew = false) {
          if (!current || renew) current = await sessionCookie(db, user.id);
          return current;
        },
      };
    }

    async function send(options: InjectOptions) {
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<'hung'>((resolve) => {
        timer = setTimeout(() => resolve('hung'), HANG_MS);
      });
      try {
        return await Promise.race([t.app.inject(options), hung]);
      } finally {
        clearTimeout(timer);
      }
    }

    it('covers every operation of the OpenAPI document but the declared exclusions', () => {
      const operations = operationsOf(document).map((o) => o.key);
      expect(operations.length).toBeGreaterThan(50);
      for (const key of Object.keys(EXCLUDED)) expect(operations).toContain(key);
    });

    it(`answers ${CASES} generated and mutated requests per route and principal: no 5xx, no hang, every refusal in the error shape`, async () => {
      const resolve = resolverFor(document);
      const failures: string[] = [];
      let sent = 0;
      const mine = operationsOf(document).filter((_, index) => index % of === shard - 1);
      expect(mine.length).toBeGreaterThan(0);
      for (const op of mine) {
        if (EXCLUDED[op.key]) continue;
        for (const principal of principalsFor(op.key)) {
          const started = performance.now();
          const statuses: Record<number, number> = {};
          const who = await caller(principal);
          let routeFailures = 0;
          for (let i = 0; i < CASES && routeFailures < 3; i++) {
            const r = seededRandom(hashSeed(`${op.key} ${principal} ${i}`, SEED));
            const mutateParams = r.chance(0.25);
            const mutateQuery = r.chance(0.3);
            let url = op.path;
            const query: string[] = [];
            for (const p of op.parameters) {
              if (p.in === 'path') {
                const value = parameterValue(p.schema, r, resolve, mutateParams && r.chance(0.6));
                url = url.replace(`{${p.name}}`, value);
              } else if (p.in === 'query' && (p.required || r.chance(0.6))) {
                const value = parameterValue(p.schema, r, resolve, mutateQuery && r.chance(0.6));
                query.push(`${p.name}=${value}`);
                if (mutateQuery && r.chance(0.2)) query.push(`${p.name}=${value}`);
              }
            }
            if (mutateQuery && r.chance(0.3)) {
              query.push(
                r.pick([
                  'x=%00',
                  'limit[]=1',
                  '__proto__=1',
                  'constructor[a]=1',
                  '%00=1',
                  '&&&',
                  'a=%ED%A0%80',
                ]),
              );
            }
            if (query.length) url += `?${query.join('&')}`;

            const sendsBody = op.body !== undefined || (WITH_BODY.has(op.method) && r.chance(0.5));
            const body: BodyCase | undefined = sendsBody
              ? bodyCase(op.body, r, resolve)
              : undefined;
            const headers: Record<string, string> = { origin: t.config.publicUrl };
            let cookie = await who.cookie();
            if (cookie) headers.cookie = cookie;
            if (body?.contentType) headers['content-type'] = body.contentType;

            const res = await send({
              method: op.method as 'GET',
              url,
              headers,
              payload: body?.payload,
              remoteAddress: ip(r),
            });
            sent++;
            if (res !== 'hung') statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            // The case may have ended the session (sign-out): sign in again for the next one.
            if (res !== 'hung' && res.statusCode === 401 && cookie) cookie = await who.cookie(true);
            const problem =
              res === 'hung'
                ? `no answer in ${HANG_MS} ms`
                : res.statusCode >= 500
                  ? res.statusCode
                  : res.statusCode >= 400 && !hasErrorShape(res.body)
                    ? `${res.statusCode} without the error shape: ${res.body.slice(0, 200)}`
                    : undefined;
            if (problem !== undefined) {
              routeFailures++;
              const status = problem;
              failures.push(
                `${op.key} as ${principal}, case ${i} (${body?.label ?? 'no body'}): ${status}\n  ${op.method} ${url}\n  body ${show(body?.payload)}`,
              );
            }
          }
          if (process.env.FUZZ_REPORT) {
            const ms = Math.round(performance.now() - started);
            console.info(
              `${op.key} as ${principal}: ${ms} ms, statuses ${JSON.stringify(statuses)}`,
            );
          }
        }
      }
      expect(sent).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    }, 300_000);

    // Registered only in the part that runs it, so the other parts report no skipped test.
    if (forms)
      it(`answers ${MULTIPART_CASES * 2} malformed forms per upload route: no 5xx, no hang, every refusal in the error shape`, async () => {
        const uploads = collector
          .routes()
          .filter((r) => r.consumes.includes('multipart/form-data'));
        expect(uploads.map((u) => u.key)).toContain('POST /api/registration/athletes');
        const png = tinyPng();
        const failures: string[] = [];
        for (const route of uploads) {
          for (const principal of ['anonymous', 'athlete'] as const) {
            const who = await caller(principal);
            for (let i = 0; i < MULTIPART_CASES; i++) {
              const r = seededRandom(hashSeed(`${route.key} ${principal} multipart ${i}`, SEED));
              const form = multipartCase(r, png);
              const headers: Record<string, string> = {
                origin: t.config.publicUrl,
                'content-type': form.contentType,
              };
              const cookie = await who.cookie();
              if (cookie) headers.cookie = cookie;
              const res = await send({
                method: route.method as 'POST',
                url: route.url,
                headers,
                payload: form.payload,
                remoteAddress: ip(r),
              });
              const problem =
                res === 'hung'
                  ? `no answer in ${HANG_MS} ms`
                  : res.statusCode >= 500
                    ? res.statusCode
                    : res.statusCode >= 400 && !hasErrorShape(res.body)
                      ? `${res.statusCode} without the error shape: ${res.body.slice(0, 200)}`
                      : undefined;
              if (problem !== undefined) {
                const status = problem;
                failures.push(
                  `${route.key} as ${principal}, multipart case ${i} (${form.label}): ${status}\n  body ${show(form.payload)}`,
                );
              }
            }
          }
        }
        expect(failures).toEqual([]);
      }, 120_000);
  });
}
