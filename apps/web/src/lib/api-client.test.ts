import { defineEndpoint, messages, ZNoContent } from '@fhp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, callApi } from './api-client';
import { EARLY_ANSWER_WINDOW_MS, withGivenAnswers } from './early-requests';

const ZThing = z.object({ id: z.string(), count: z.number() });
const base = { access: 'public', tags: ['things'], summary: 'Things' } as const;
const getThing = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/things/:id',
  params: z.object({ id: z.string() }),
  response: ZThing,
});
const listThings = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/things',
  response: ZThing,
});
const createThing = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/things',
  query: z.object({ cursor: z.string().optional(), limit: z.number(), q: z.string().optional() }),
  body: z.object({ name: z.string().optional() }),
  status: 201,
  response: ZThing,
});
const deleteThing = defineEndpoint({
  ...base,
  method: 'DELETE',
  path: '/api/things/:id',
  params: z.object({ id: z.string() }),
  status: 204,
  response: ZNoContent,
});

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function mockFetch(impl: (...args: Parameters<typeof fetch>) => Promise<Response>) {
  const spy = vi.fn(impl);
  vi.stubGlobal('fetch', spy);
  return spy;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('returns the parsed body of a successful response', async () => {
    mockFetch(async () => jsonResponse(200, { id: 'a', count: 2 }));
    await expect(callApi(getThing, { params: { id: 'a' } })).resolves.toEqual({
      id: 'a',
      count: 2,
    });
  });

  it('takes the answer of a read the page sent before the app loaded, once', async () => {
    const spy = mockFetch(async () => jsonResponse(200, { id: 'late', count: 1 }));
    // A page a second old (this test process may be older than the window).
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    window.fhpEarlyRequests = new Map([
      ['/api/things', Promise.resolve(jsonResponse(200, { id: 'early', count: 0 }))],
    ]);
    try {
      await expect(callApi(listThings, {})).resolves.toEqual({ id: 'early', count: 0 });
      expect(spy).not.toHaveBeenCalled();
      await expect(callApi(listThings, {})).resolves.toEqual({ id: 'late', count: 1 });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      vi.mocked(performance.now).mockRestore();
      window.fhpEarlyRequests = undefined;
    }
  });

  it('asks again once the page is past its first screen, even with an early answer', async () => {
    const spy = mockFetch(async () => jsonResponse(200, { id: 'fresh', count: 1 }));
    window.fhpEarlyRequests = new Map([
      ['/api/things', Promise.resolve(jsonResponse(200, { id: 'early', count: 0 }))],
    ]);
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_ANSWER_WINDOW_MS + 1);
    try {
      await expect(callApi(listThings, {})).resolves.toEqual({ id: 'fresh', count: 1 });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(window.fhpEarlyRequests.size).toBe(0);
    } finally {
      vi.mocked(performance.now).mockRestore();
      window.fhpEarlyRequests = undefined;
    }
  });

  it('drops the early answers not taken once something changes (signing in, a save)', async () => {
    const spy = mockFetch(async () => jsonResponse(200, { id: 'fresh', count: 1 }));
    window.fhpEarlyRequests = new Map([
      ['/api/things', Promise.resolve(jsonResponse(401, { error: { code: 'UNAUTHENTICATED' } }))],
    ]);
    try {
      await callApi(createThing, { query: { limit: 1 }, body: {} });
      await expect(callApi(listThings, {})).resolves.toEqual({ id: 'fresh', count: 1 });
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      window.fhpEarlyRequests = undefined;
    }
  });

  it('sends anything but a plain read itself, even with an early answer for its URL', async () => {
    const spy = mockFetch(async () => jsonResponse(201, { id: 'b', count: 0 }));
    const early = Promise.resolve(jsonResponse(200, { id: 'early', count: 0 }));
    window.fhpEarlyRequests = new Map([['/api/things?limit=1', early]]);
    try {
      await callApi(createThing, { query: { limit: 1 }, body: {} });
      expect(spy).toHaveBeenCalledTimes(1);
      // Not taken: dropped, as every early answer is once something changes (test above).
      expect(window.fhpEarlyRequests.has('/api/things?limit=1')).toBe(false);
    } finally {
      window.fhpEarlyRequests = undefined;
    }
  });

  it("answers a preview's reads from the answers it was given, and fails any other without a request", async () => {
    const spy = mockFetch(async () => jsonResponse(200, { id: 'network', count: 0 }));
    await withGivenAnswers({ '/api/things/a': { id: 'given', count: 1 } }, async () => {
      await expect(callApi(getThing, { params: { id: 'a' } })).resolves.toEqual({
        id: 'given',
        count: 1,
      });
      expect((await caught(callApi(getThing, { params: { id: 'b' } }))).code).toBe('NETWORK_ERROR');
    });
    expect(spy).not.toHaveBeenCalled();
    // Outside the preview, the client asks the server again.
    await expect(callApi(getThing, { params: { id: 'a' } })).resolves.toEqual({
      id: 'network',
      count: 0,
    });
  });

  it('sends JSON with the session cookie and a query string', async () => {
    const spy = mockFetch(async () => jsonResponse(201, { id: 'b', count: 0 }));
    await callApi(createThing, {
      query: { cursor: 'c1', limit: 5, q: undefined },
      body: { name: 'x' },
    });
    const [url, init] = spy.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?cursor=c1&limit=5');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"x"}' });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('turns the error shape into an ApiError with code, message and fields', async () => {
    mockFetch(async () =>
      jsonResponse(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          fields: { email: 'Email is required' },
        },
      }),
    );
    const error = await caught(callApi(createThing, { query: { limit: 1 }, body: {} }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Some fields are not valid.');
    expect(error.fields).toEqual({ email: 'Email is required' });
    expect(error.isClientError).toBe(true);
  });

  it('falls back to the catalogue message when the error body is not our shape', async () => {
    mockFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(callApi(listThings, {}));
    expect(error).toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: messages.platform.internal,
    });
  });

  it('reports an unreachable server as a network error', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(callApi(listThings, {}));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(messages.platform.networkError);
  });

  it('rejects a response that does not match the schema', async () => {
    mockFetch(async () => jsonResponse(200, { id: 'a', count: 'two' }));
    const error = await caught(callApi(getThing, { params: { id: 'a' } }));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toBe(messages.platform.internal);
    expect(error.cause).toBeInstanceOf(z.ZodError);
  });

  it('puts each param into the path, encoded', async () => {
    const spy = mockFetch(async () => jsonResponse(200, { id: 'a/b', count: 1 }));
    await callApi(getThing, { params: { id: 'a/b' } });
    expect(spy.mock.calls[0]?.[0]).toBe('/api/things/a%2Fb');
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ method: 'GET' });
  });

  it('accepts an empty 204 answer when the schema allows it', async () => {
    mockFetch(async () => new Response(null, { status: 204 }));
    await expect(callApi(deleteThing, { params: { id: 'a' } })).resolves.toBeUndefined();
  });

  it('lets a cancelled request reject with the abort, not a network error', async () => {
    const controller = new AbortController();
    mockFetch(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(callApi(listThings, {}, { signal: controller.signal })).rejects.toThrow('aborted');
  });
});
