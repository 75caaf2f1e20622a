import type { RouteOptions } from 'fastify';

export type RouteEntry = {
  method: string;
  /** As registered, in Fastify's syntax (`/api/issues/:id`). */
  url: string;
  /** `METHOD /url`: how the authorization matrix and the fuzz name a route. */
  key: string;
  /** The content types the route declares it reads (`schema.consumes`), if any. */
  consumes: string[];
  /** Registered from a domain endpoint through `platform/http/route.ts`. */
  fromEndpoint: boolean;
  /** Its endpoint declares a policy: the route's guard decides it through the policy module. */
  policy: boolean;
};

/**
 * Collects every route as the app registers it (pass `onRoute` to `createTestApp`), so tests
 * derive the route table from the app itself, documented or not. HEAD routes Fastify adds for
 * each GET are left out: they run the same hooks and handler.
 */
const bare = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

export function routeCollector() {
  const all: RouteEntry[] = [];
  return {
    onRoute(route: RouteOptions) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      const fromEndpoint = route.config?.fromEndpoint === true;
      const policy = route.config?.policy !== undefined;
      for (const method of methods) {
        all.push({
          method,
          url: route.url,
          key: `${method} ${route.url}`,
          consumes,
          fromEndpoint,
          policy,
        });
      }
    },
    routes(): RouteEntry[] {
      const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => bare(r.url)));
      const unique = new Map<string, RouteEntry>();
      for (const route of all) {
        if (route.method === 'HEAD' && gets.has(bare(route.url))) continue;
        unique.set(route.key, route);
      }
      return [...unique.values()].sort((a, b) => a.key.localeCompare(b.key));
    },
  };
}
