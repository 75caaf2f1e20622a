import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

type HeaderSet = Readonly<Record<string, string>>;

/**
 * What a page may ask the browser for, for itself and anything it frames (helmet sets no
 * Permissions-Policy). The app uses none of these: no camera or microphone (photos are picked
 * as files), no location, sensors, payment sheet (PayPal is a redirect), USB or serial; Web
 * Push is not a policy-controlled feature. Fullscreen stays allowed for embedded videos.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** Helmet's document set (pages, the web app's files, the API docs) and the API's own. */
export type SecurityHeaderSets = { document: HeaderSet; api: HeaderSet };

export function securityHeaderSets(options: HelmetOptions): SecurityHeaderSets {
  const documentSet: [string, string][] = [
    ...helmetHeaders(options),
    ['permissions-policy', PERMISSIONS_POLICY],
  ];
  return {
    document: Object.fromEntries(documentSet),
    api: Object.fromEntries(apiHeaders(documentSet)),
  };
}

/**
 * Every answer of `scope` (its routes and those of the scopes inside it) gets `headers`, set
 * first among its hooks, so a guard's 401 carries them too. One hook per scope instead of one
 * for all that asked each request which route it had reached: `request.routeOptions` builds a
 * fresh object per call. Set through the reply, so Node writes them in one go with Fastify's own
 * (on the raw response, every answer took Node's slower merge); a hijacked reply (the event
 * stream) copies the reply's headers itself.
 */
export function sendSecurityHeaders(scope: FastifyInstance, headers: HeaderSet) {
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Marks every route registered in `api` (the API scope): its errors get the API's set. */
export function markApiRoutes(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    route.config = { ...route.config, apiAnswer: true };
  });
}

/**
 * For an answer that no scope's hook reached: an error raised before it (the same-origin check
 * runs for every path, ahead of the scopes), a method no route has. Called on the error path
 * only, where asking for the route's options costs nothing that matters.
 */
export function setMissingSecurityHeaders(
  sets: SecurityHeaderSets,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (reply.hasHeader('x-content-type-options')) return;
  reply.headers(request.routeOptions.config.apiAnswer ? sets.api : sets.document);
}
