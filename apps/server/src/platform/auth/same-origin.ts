import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http/app-error';

/** Methods that change nothing: no origin check, and a session cache survives them. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state changes: a mutating request whose Origin (or, failing that,
 * Referer) is not PUBLIC_URL's origin is rejected. It covers every path, not only those that
 * start with `/api/`, because the router also matches percent-encoded spellings such as
 * `/%61pi/...`; and it never trusts the Host header, which the sender chooses. Requests with
 * neither header (curl, server-to-server webhooks) carry no ambient browser credentials worth
 * protecting beyond the SameSite=Lax cookie.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  // A callback, not an async hook: every request passes here, most of them safe GETs that
  // return at once, and an async hook costs each a promise and a microtask.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const source = request.headers.origin ?? request.headers.referer;
    if (!source) return done();
    let origin: string;
    try {
      origin = new URL(source).origin;
    } catch {
      return done(forbidden());
    }
    done(origin === allowed ? undefined : forbidden());
  });
}
