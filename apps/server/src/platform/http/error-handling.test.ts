import { messages } from '@fhp/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { allowedOrigins } from '../auth/same-origin';

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes(app) {
        app.withTypeProvider<ZodTypeProvider>().post(
          '/api/test-only/echo',
          {
            schema: {
              body: z.object({ name: z.string().min(1, 'Name is required'), age: z.number() }),
            },
          },
          async (request) => request.body,
        );
        app.get('/api/test-only/boom', async () => {
          throw new Error('secret detail at db.query');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no such API route.' },
    });
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
  });

  it('refuses a 2 MB JSON body with 413 and the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      headers: { 'content-type': 'application/x-weird' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('reports schema validation failures per field with the schema message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      payload: { name: '', age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields.name).toBe('Name is required');
    expect(error.message).toBe('Name is required');
    expect(error.fields.age).toBeDefined();
  });

  it("sets helmet's document headers on pages and the API's own on its answers", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['permissions-policy']).toContain('geolocation=()');

    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    // Neither is read on a JSON answer: the referrer policy governs a document's requests, and
    // HSTS over plain HTTP is ignored (this app's PUBLIC_URL is http; see the test below).
    expect(answer.headers['referrer-policy']).toBeUndefined();
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['strict-transport-security']).toBeUndefined();
    // A route reached through an escaped path is still an API route.
    const escaped = await t.app.inject({ method: 'GET', url: '/%61pi/health' });
    expect(escaped.headers['content-security-policy']).toBe(
      answer.headers['content-security-policy'],
    );
  });

  it('sets the security headers on answers that end before a route is reached', async () => {
    const apiSet = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers;
    const hasApiSet = (headers: Record<string, unknown>) => {
      expect(headers['content-security-policy']).toBe(apiSet['content-security-policy']);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
    };
    // A guard's 401: the route's own hooks never ran past it.
    const guarded = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(guarded.statusCode).toBe(401);
    hasApiSet(guarded.headers);
    // The same-origin check runs for every path, before any scope's hook.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    hasApiSet(crossSite.headers);
    // A handler's exception.
    hasApiSet((await t.app.inject({ method: 'GET', url: '/api/test-only/boom' })).headers);
    // No route at all: the document set, as for any path outside the API.
    const unmatched = await t.app.inject({ method: 'DELETE', url: '/no-such-page' });
    expect(unmatched.statusCode).toBe(404);
    expect(unmatched.headers['content-security-policy']).toContain("default-src 'self'");
    expect(unmatched.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a cross-site state change but allows the same origin', async () => {
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().error.code).toBe('FORBIDDEN');

    const same = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(same.statusCode).toBe(404);
  });

  it("says which address works when a change comes from another one, and takes this machine's aliases outside production", async () => {
    const port = new URL(t.config.publicUrl).port;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'http://192.0.2.1:3000' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      messages.platform.wrongOrigin('http://192.0.2.1:3000', new URL(t.config.publicUrl).origin),
    );
    for (const alias of ['127.0.0.1', '[::1]', 'localhost']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { origin: `http://${alias}:${port}` },
      });
      expect(res.statusCode, alias).not.toBe(403);
    }
    // Another port of the same machine is another site.
    const otherPort = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: `http://127.0.0.1:${Number(port) + 1}` },
    });
    expect(otherPort.statusCode).toBe(403);
  });

  it('accepts only PUBLIC_URL itself in production, or when it names another host', () => {
    const aliases = ['http://127.0.0.1:3000', 'http://[::1]:3000'];
    const prod = allowedOrigins('http://localhost:3000', { production: true });
    for (const alias of aliases) expect(prod.has(alias)).toBe(false);
    const dev = allowedOrigins('http://localhost:3000', { production: false });
    for (const alias of aliases) expect(dev.has(alias)).toBe(true);
    const hosted = allowedOrigins('https://fhp.example', { production: false });
    expect([...hosted]).toEqual(['https://fhp.example']);
  });

  it('refuses a cross-site change spelled with a percent-encoded path', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('compares the origin with PUBLIC_URL, not with the Host header the sender chose', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers an unexpected exception with a generic 500 and no stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong. Please try again later.' },
    });
    expect(res.body).not.toContain('secret detail');
  });
});

describe('security headers behind HTTPS', () => {
  it('send HSTS on pages and API answers when users reach the site over HTTPS', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://fhp.example' } });
    try {
      for (const url of ['/api/docs/', '/api/health']) {
        const answer = await t.app.inject({ method: 'GET', url });
        expect(answer.headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await t.close();
    }
  });
});
