import * as domain from '@fhp/domain';
import { type Endpoint, errorStatusesOf } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RouteEntry, routeCollector } from '../../test/route-table';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Routes that are not endpoints of the API: the OpenAPI viewer, the web app's fallback and the
 * operators' Prometheus scrape (text, behind its own token; decision 0045).
 */
const NOT_ENDPOINTS = (route: RouteEntry) =>
  route.url.startsWith('/api/docs') || route.url === '/*' || route.url === '/metrics';

/** Every endpoint the domain package declares (its `…Endpoints` groups). */
function domainEndpoints(): Endpoint[] {
  return Object.entries(domain)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, group]) => Object.values(group as Record<string, Endpoint>));
}

describe('one route contract', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  const collector = routeCollector();

  beforeAll(async () => {
    t = await createTestApp({ onRoute: collector.onRoute });
    routes = collector.routes().filter((route) => !NOT_ENDPOINTS(route));
  });
  afterAll(() => t.close());

  it('registers every route from a domain endpoint', () => {
    const handWritten = routes.filter((route) => !route.fromEndpoint).map((route) => route.key);
    expect(handWritten).toEqual([]);
  });

  it('registers every domain endpoint, once', () => {
    const declared = domainEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    const registered = new Set(routes.map((route) => route.key));
    expect(declared.filter((key) => !registered.has(key))).toEqual([]);
  });

  it('documents each endpoint in OpenAPI with its success and error bodies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const endpoint of domainEndpoints()) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      const statuses = Object.keys(operation?.responses ?? {}).map(Number);
      expect(statuses).toEqual(
        expect.arrayContaining([endpoint.status ?? 200, ...errorStatusesOf(endpoint)]),
      );
    }
  });
});
