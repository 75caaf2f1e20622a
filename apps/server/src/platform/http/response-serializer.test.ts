import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';

const ZAccount = z.object({
  name: z.string(),
  nickname: z.string().nullable().default(null),
});

describe('answers through their response schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes(app) {
        const typed = app.withTypeProvider<ZodTypeProvider>();
        const schema = { response: { 200: ZAccount } };
        // A row read with more columns than the answer names, without the defaulted one.
        typed.get(
          '/api/test-only/account',
          { schema },
          async () => ({ name: 'Ana', passwordHash: 'secret-hash' }) as never,
        );
        typed.get('/api/test-only/broken', { schema }, async () => ({ name: 42 }) as never);
      },
    });
  });
  afterAll(() => t.close());

  it('sends only what the schema names, with its defaults filled in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/account' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ana', nickname: null });
    expect(res.body).not.toContain('secret-hash');
  });

  it('never sends an answer that breaks its schema: a 500 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    expect(res.body).not.toContain('42');
  });
});
