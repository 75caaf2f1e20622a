import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeRetriesDue } from '../../test/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { JobDefinition } from '../jobs/job-queue';
import { silentReporter } from './error-reporting';

/** A stand-in for Sentry or GlitchTip: keeps the events of every envelope it receives. */
async function fakeSentry() {
  const events: Record<string, unknown>[] = [];
  const bodies: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      const text = body.toString('utf8');
      bodies.push(text);
      // An envelope: a header line, then an item header and its payload per item.
      const lines = text.split('\n').filter(Boolean);
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const itemHeader = JSON.parse(lines[i] ?? '{}') as { type?: string };
        if (itemHeader.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}'));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    events,
    bodies,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const RESET_TOKEN = 'rst_9f8e7d6c5b4a39281706';
const boomRoutes = (app: FastifyInstance) => {
  app.get('/api/test-only/boom/:id', async () => {
    throw new Error(
      `mail to ada.lovelace@example.com failed, link https://fhp.example/auth/reset-password?token=${RESET_TOKEN}`,
    );
  });
  app.get('/api/test-only/refused', async (_request, reply) => reply.status(403).send({}));
};

describe('error reporting with SENTRY_DSN', () => {
  let sentry: Awaited<ReturnType<typeof fakeSentry>>;
  let t: TestApp;
  beforeAll(async () => {
    sentry = await fakeSentry();
    t = await createTestApp({ env: { SENTRY_DSN: sentry.dsn }, extraRoutes: boomRoutes });
  });
  afterAll(async () => {
    await t?.close();
    await sentry?.close();
  });
  afterEach(() => {
    sentry.events.length = 0;
    sentry.bodies.length = 0;
  });

  it('reports a 500 with its route template, scrubbed of e-mails, tokens and cookies', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/test-only/boom/42?token=${RESET_TOKEN}`,
      headers: {
        cookie: 'fhp_session=s3cr3t-session',
        authorization: 'Bearer s3cr3t-bearer',
        'x-user-email': 'grace@example.com',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(t.services.errors.enabled).toBe(true);
    await t.services.errors.flush(5000);
    expect(sentry.events).toHaveLength(1);
    const event = sentry.events[0] as {
      tags?: Record<string, string>;
      exception?: { values?: { type?: string; value?: string }[] };
      contexts?: { request?: { route?: string; url?: string } };
    };
    expect(event.tags?.route).toBe('/api/test-only/boom/:id');
    expect(event.contexts?.request?.route).toBe('/api/test-only/boom/:id');
    expect(event.exception?.values?.[0]?.type).toBe('Error');
    expect(event.exception?.values?.[0]?.value).toContain('mail to [email] failed');
    expect(event.exception?.values?.[0]?.value).toContain('token=[redacted]');
    const sent = sentry.bodies.join('\n');
    for (const secret of [
      RESET_TOKEN,
      'ada.lovelace@example.com',
      'grace@example.com',
      's3cr3t-session',
      's3cr3t-bearer',
    ]) {
      expect(sent, secret).not.toContain(secret);
    }
  });

  it('does not report a 4xx or a missing route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test-only/refused' })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    await t.services.errors.flush(2000);
    expect(sentry.events).toHaveLength(0);
  });

  it('reports a job that failed for good, not a failure that will be retried', async () => {
    const name = 'test-only-failing';
    await t.services.jobs.ensureQueues({
      [name]: { retryLimit: 1, retryDelay: 1, retryDelayMax: 1, expireInSeconds: 60 },
    });
    const definition: JobDefinition<object> = {
      name,
      run: async () => {
        throw new Error('payout for bob@example.com refused');
      },
    };
    t.services.jobs.register(t.services, [definition]);
    await t.services.jobs.send(definition, {});
    await t.services.jobs.drain();
    await t.services.errors.flush(2000);
    expect(sentry.events).toHaveLength(0);
    // The retry, made due now: the last attempt.
    expect(await makeRetriesDue(t.services.jobs, name)).toHaveLength(1);
    await t.services.jobs.drain();
    await t.services.errors.flush(5000);
    expect(sentry.events).toHaveLength(1);
    const event = sentry.events[0] as {
      tags?: Record<string, string>;
      exception?: { values?: { value?: string }[] };
    };
    expect(event.tags?.job).toBe(name);
    expect(event.exception?.values?.[0]?.value).toBe('payout for [email] refused');
  });
});

describe('error reporting without SENTRY_DSN', () => {
  it('loads nothing and sends nothing', async () => {
    const sentry = await fakeSentry();
    const t = await createTestApp({ extraRoutes: boomRoutes });
    try {
      expect(t.services.errors).toBe(silentReporter);
      expect((await t.app.inject({ method: 'GET', url: '/api/test-only/boom/1' })).statusCode).toBe(
        500,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sentry.bodies).toEqual([]);
    } finally {
      await t.close();
      await sentry.close();
    }
  });
});
