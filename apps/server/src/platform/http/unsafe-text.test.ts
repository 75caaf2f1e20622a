import { messages } from '@fhp/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteIssues } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findUnsafeText, hasUnsafeText } from './unsafe-text';

const message = messages.platform.invalidCharacters;

describe('unsafe text', () => {
  it('finds a NUL or a lone surrogate, but not a well-formed pair', () => {
    expect(hasUnsafeText('a\u0000b')).toBe(true);
    expect(hasUnsafeText('x\ud800')).toBe(true);
    expect(hasUnsafeText('\udc00y')).toBe(true);
    expect(hasUnsafeText('\ude00\ud83d')).toBe(true);
    expect(hasUnsafeText('smile \ud83d\ude00, café, 北京')).toBe(false);
    expect(hasUnsafeText('')).toBe(false);
  });

  it('names the first field holding it, keys included, and survives deep nesting', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'x\u0000' }] })).toBe('b.0.c');
    expect(findUnsafeText({ a: { 'k\ud800': 1 } })).toBe('a');
    expect(findUnsafeText('\u0000')).toBe('_');
    expect(findUnsafeText({ a: 1, b: null, c: [true, 'fine'] })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('a NUL or a lone surrogate anywhere in a request', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signedInUser(t.services.db));
  });
  afterAll(() => t.close());

  const issueCount = async () =>
    (await t.services.db.select({ n: count() }).from(athleteIssues))[0]?.n;

  it.each([
    ['a NUL in a JSON string', '{"message":"a\\u0000b"}', 'message'],
    ['a lone high surrogate', '{"message":"broken \\ud800"}', 'message'],
    ['a lone low surrogate', '{"message":"\\udfff broken"}', 'message'],
    ['a NUL in a key', '{"message":"fine","x\\u0000":1}', '_'],
  ])(
    'answers 400 with the message for %s in the body and writes nothing',
    async (_, payload, field) => {
      const before = await issueCount();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/issues',
        headers: { cookie, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message,
        fields: { [field]: message },
      });
      expect(await issueCount()).toBe(before);
    },
  );

  it('accepts emoji and accented text (well-formed pairs)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/issues',
      headers: { cookie },
      payload: { message: 'Great 🏀 café' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().issue.message).toBe('Great 🏀 café');
  });

  it('answers 400 for a NUL in the query string, naming the parameter', async () => {
    for (const url of ['/api/reference/sports?search=a%00b', '/api/blogs?q=%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/reference/sports?search=a%00b' });
    expect(res.json().error.fields).toEqual({ search: message });
  });

  it('answers 400 for a NUL in a path parameter, before any lookup', async () => {
    for (const url of [
      '/api/consents/abc%00def/confirm',
      '/api/verification/sport-badge/FHP%00',
      '/api/reference/states/F%00/counties',
    ]) {
      const method = url.includes('confirm') ? 'POST' : 'GET';
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('answers a path that is not valid UTF-8, or an over-long parameter, with the error shape', async () => {
    for (const url of [
      '/api/verification/sport-badge/%ED%A0%80',
      '/api/consents/%E0%A4%A/confirm',
      `/api/verification/sport-badge/${'x'.repeat(500)}`,
    ]) {
      const res = await t.app.inject({ method: url.includes('confirm') ? 'POST' : 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'BAD_REQUEST', message: messages.platform.badUrl },
      });
    }
  });

  it('checks public routes too, signed out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.com', password: 'pass\u0000word', panel: 'athlete' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: message });
  });

  it('answers a 100,000-level nested body with a 4xx, not a crash', async () => {
    const depth = 100_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/issues',
      headers: { cookie, 'content-type': 'application/json' },
      payload: `{"message":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
