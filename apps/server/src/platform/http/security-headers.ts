import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route of the API scope by `markApiRoutes`: it answers with `API_HEADERS`. */
    apiAnswer?: true;
  }
}

/**
 * Helmet's headers, worked out once. Our helmet options depend on nothing in the request (no
 * CSP nonces), so every response gets the same set; @fastify/helmet instead ran `helmet(options)`
 * for every request, parsing the CSP directives again each time (an eighth of a small route's
 * time). Helmet itself computes them here, into a stand-in response.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * What an API answer (JSON, an uploaded file, the event stream, robots.txt) needs. It is never a
 * page the browser runs scripts in, so the document headers (the page's CSP, COOP,
 * Origin-Agent-Cluster, DNS prefetching, the old IE and Flash switches: 950 bytes in all) were
 * bytes on every answer to no effect. As the OWASP REST Security Cheat Sheet advises: nothing may
 * load into or frame it, no type sniffing; plus the document set's HSTS, if any. Not a
 * Referrer-Policy: it governs the requests a document or worker makes, and an answer here is
 * neither (each header is a measurable share of a small answer's cost, decision 0034).
 */
export function apiHeaders(documentHeaders: [string, string][]): [string, string][] {
  const hsts = documentHeaders.find(([name]) => name === 'strict-transport-security');
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...(hsts ? [hsts] : []),
  ];
}

/** Marks every route registered in `api` (the API scope) to answer with the API headers. */
export function markApiRoutes(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    route.config = { ...route.config, apiAnswer: true };
  });
}

/**
 * Sets the headers on every response, files included, on the raw response: the event stream
 * hijacks its reply, and the headers must still reach it. Pages, the web app's files, the API
 * docs and unmatched paths get helmet's document set; routes marked by `markApiRoutes` the API's.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const documentSet = helmetHeaders(options);
  const apiSet = apiHeaders(documentSet);
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.routeOptions.config.apiAnswer ? apiSet : documentSet;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
