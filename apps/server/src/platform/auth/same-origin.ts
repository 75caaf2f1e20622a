import { messages } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http/app-error';

/** Methods that change nothing: no origin check, and a session cache survives them. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The names this machine answers to; a browser writes the IPv6 one in brackets. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a change may come from: PUBLIC_URL's. Outside production, when PUBLIC_URL names
 * this machine (unset, it is http://localhost:PORT), also its loopback aliases on the same
 * scheme and port, so a newcomer who opens http://127.0.0.1:3000 can sign in. In production
 * the one public address is the only one.
 */
export function allowedOrigins(publicUrl: string, { production }: { production: boolean }) {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (!production && LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      origins.add(new URL(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`).origin);
    }
  }
  return origins;
}

/**
 * Refuses cross-site state changes: a mutating request whose Origin (or, failing that,
 * Referer) is not an allowed origin is rejected. It covers every path, not only those that
 * start with `/api/`, because the router also matches percent-encoded spellings such as
 * `/%61pi/...`; and it never trusts the Host header, which the sender chooses. Requests with
 * neither header (curl, server-to-server webhooks) carry no ambient browser credentials worth
 * protecting beyond the SameSite=Lax cookie. The refusal says which address works and what to
 * set, so a wrong address is not mistaken for a wrong password.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  publicUrl: string,
  { production }: { production: boolean },
) {
  const allowed = allowedOrigins(publicUrl, { production });
  const publicOrigin = new URL(publicUrl).origin;
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
    done(
      allowed.has(origin)
        ? undefined
        : forbidden(messages.platform.wrongOrigin(origin, publicOrigin)),
    );
  });
}
