import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPlugin } from '../../platform/auth/session-plugin';
import type { InProcessEventBus } from '../../platform/events/event-bus';
import type { PgEventBus } from '../../platform/events/pg-event-bus';
import { publishToUser } from '../../platform/events/publish';
import { registerErrorHandling } from '../../platform/http/error-handler';
import { responseSerializerCompiler } from '../../platform/http/response-serializer';
import { securityHeaderSets } from '../../platform/http/security-headers';
import { silentReporter } from '../../platform/observability/error-reporting';
import { signedInUser } from '../../test/factories';
import { baseUrl, eventually, openSse, type SseClient } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { eventRoutes } from './routes';

const listenerCount = (t: TestApp) =>
  (t.services.events as InProcessEventBus | PgEventBus).listenerCount();

describe('GET /api/events', () => {
  let t: TestApp;
  let url: string;
  const clients: SseClient[] = [];
  const connect = async (cookieHeader?: string) => {
    const client = await openSse(url, cookieHeader);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${baseUrl(t.app)}/api/events`;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  it('answers 401 with the error shape when signed out', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a blocked user', async () => {
    const { cookie: blocked } = await signedInUser(t.services.db, { blocked: true });
    const res = await fetch(url, { headers: { cookie: blocked } });
    expect(res.status).toBe(403);
  });

  it('answers HEAD at once with the stream headers and no stream', async () => {
    const { cookie: session } = await signedInUser(t.services.db);
    const res = await fetch(url, {
      method: 'HEAD',
      headers: { cookie: session },
      signal: AbortSignal.timeout(3000),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('opens with SSE headers, the security headers, retry and a connected comment', async () => {
    const { cookie: session } = await signedInUser(t.services.db);
    const client = await connect(session);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache, no-transform');
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers.connection).toBe('keep-alive');
    expect(client.headers['content-length']).toBeUndefined();
    // Set by helmet in onRequest; the hijacked response must keep them.
    expect(client.headers['x-content-type-options']).toBe('nosniff');
    expect(client.headers['content-security-policy']).toContain("default-src 'none'");
    const first = await client.waitFor((b) => b.comments.includes('connected'));
    expect(first.retry).toBe('5000');
  });

  it("delivers the user's events with increasing ids, and not another user's", async () => {
    const me = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const client = await connect(me.cookie);
    await client.waitFor((b) => b.comments.includes('connected'));

    await publishToUser(t.services, other.user.id, 'wallet.changed', { secret: 'not-yours' });
    await publishToUser(t.services, me.user.id, 'notification.created', { id: 'n1' });
    await publishToUser(t.services, me.user.id, 'wallet.changed', {});

    const created = await client.waitFor((b) => b.event === 'notification.created');
    expect(JSON.parse(created.data ?? '')).toEqual({ id: 'n1' });
    const wallet = await client.waitFor((b) => b.event === 'wallet.changed');
    expect(wallet.data).toBe('{}');
    expect(Number(wallet.id)).toBeGreaterThan(Number(created.id));
    // Events arrive in publish order, so the other user's (published first) would be here by now.
    expect(JSON.stringify(client.blocks)).not.toContain('not-yours');
  });

  it('unsubscribes when the client disconnects', async () => {
    const { cookie: session } = await signedInUser(t.services.db);
    const before = listenerCount(t);
    const client = await openSse(url, session);
    await client.waitFor((b) => b.comments.includes('connected'));
    expect(listenerCount(t)).toBe(before + 1);
    client.close();
    await eventually(() => listenerCount(t) === before);
  });
});

describe('GET /api/events lifecycle', () => {
  it('ends open streams when the app closes, so close() does not hang', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie: session } = await signedInUser(t.services.db);
      const client = await openSse(`${baseUrl(t.app)}/api/events`, session);
      await client.waitFor((b) => b.comments.includes('connected'));
      // Without the preClose hook close() waits forever for the open response.
      const closed = t.app.close().then(() => 'closed');
      const timeout = new Promise((r) => setTimeout(r, 3000, 'timed out'));
      expect(await Promise.race([closed, timeout])).toBe('closed');
      await client.ended;
      expect(listenerCount(t)).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('sends a heartbeat comment at the configured interval', async () => {
    const t = await createTestApp();
    // A bare app with only what the route needs, so the interval can be short.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandling(app, securityHeaderSets({}), silentReporter);
    await app.register(cookie);
    await app.register(sessionPlugin, { services: t.services });
    await app.register(eventRoutes, { services: t.services, heartbeatMs: 30 });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { cookie: session } = await signedInUser(t.services.db);
      const client = await openSse(`${baseUrl(app)}/api/events`, session);
      await client.waitFor((b) => b.comments.includes('connected'));
      await client.waitFor((b) => b.comments.includes('heartbeat'), 2000);
    } finally {
      await app.close();
      await t.close();
    }
  });

  it('is documented in /api/docs as a text/event-stream', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const operation = res.json().paths['/api/events'].get;
      expect(operation.description).toContain('event: <type>');
      expect(Object.keys(operation.responses[200].content)).toEqual(['text/event-stream']);
      expect(operation.responses[401]).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
