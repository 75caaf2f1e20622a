import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';
import { defineEndpoint, type Endpoint, endpointUrl, errorStatusesOf } from './endpoint';

const endpoints = Object.entries(domain)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([group, members]) =>
    Object.entries(members as Record<string, Endpoint>).map(
      ([name, endpoint]) => [`${group}.${name}`, endpoint] as const,
    ),
  );

describe('endpoint contracts', () => {
  it('declares each method and path once', () => {
    const keys = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it.each(endpoints)('%s: its params schema names exactly the path params', (_, endpoint) => {
    const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();
    const inSchema =
      endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
    expect(inSchema).toEqual(inPath);
  });

  it.each(endpoints)('%s: reads no body on GET and no JSON body with a form', (_, endpoint) => {
    if (endpoint.method === 'GET') expect(endpoint.body ?? endpoint.multipart).toBeUndefined();
    if (endpoint.multipart) expect(endpoint.body).toBeUndefined();
  });
});

describe('endpointUrl', () => {
  const endpoint = defineEndpoint({
    method: 'POST',
    path: '/api/things/:id/parts/:part',
    access: 'signed-in',
    tags: ['t'],
    summary: 's',
    params: z.object({ id: z.string(), part: z.string() }),
    response: z.object({}),
  });

  it('fills and encodes each param', () => {
    expect(endpointUrl(endpoint, { id: 'a b', part: 'x/y' })).toBe('/api/things/a%20b/parts/x%2Fy');
  });

  it('refuses a missing param rather than calling a wrong URL', () => {
    expect(() => endpointUrl(endpoint, { id: 'a' })).toThrow(/missing param "part"/);
  });

  it('implies 400 for input and 401/403 for signed-in access', () => {
    expect(errorStatusesOf(endpoint)).toEqual([400, 401, 403]);
    expect(errorStatusesOf({ ...endpoint, access: 'public', params: undefined })).toEqual([]);
    expect(errorStatusesOf({ ...endpoint, errors: [409, 404] })).toEqual([400, 401, 403, 404, 409]);
  });
});
