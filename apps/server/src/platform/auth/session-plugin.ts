import type { TRole, TSessionUser } from '@fhp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../http/app-error';
import type { AppServices } from '../services';
import { SAFE_METHODS } from './same-origin';
import { SessionCache } from './session-cache';
import { deleteSession, findSession, SESSION_COOKIE } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether the route reads the caller's session: `required` (guarded routes) and `optional`
     * (public routes that answer a signed-in caller differently) look it up; a route without it
     * never touches the sessions table, so a public page costs no database round trip.
     */
    session?: 'required' | 'optional';
  }
  interface FastifyRequest {
    /**
     * The signed-in user, or null. Set from the session cookie on routes whose config reads the
     * session (see `session` above); a blocked account's session gives no user (so
     * `user.blocked` is always false here).
     */
    user: (TSessionUser & { blocked: boolean }) | null;
    sessionToken: string | null;
    /** The session cookie named a blocked account (now ended): guards answer 403, not 401. */
    accountBlocked: boolean;
  }
}

export function setSessionCookie(
  reply: FastifyReply,
  services: AppServices,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: services.config.cookieSecure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, services: AppServices) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: services.config.cookieSecure,
  });
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { services: AppServices }) => {
  const { db, config, events } = opts.services;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('accountBlocked', false);
  const cache = new SessionCache(events, config.sessionCacheMs, config.sessionIdleMs);
  app.addHook('onClose', (_app, done) => {
    cache.close();
    done();
  });

  /** Sets `request.user` from the session cookie. */
  const readSession = async (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    let session = cache.get(token);
    if (!session) {
      session = await findSession(db, token, config.sessionIdleMs);
      if (!session) return;
      cache.remember(token, session);
    }
    if (session.user.blocked) {
      // Checked on every request that reads the session from the database: a user blocked
      // after signing in loses access on guarded routes (403) and on public ones (an anonymous
      // visitor), at once when the block is announced (session-cache.ts). The session is ended
      // too, so unblocking the account later does not revive a session someone else may hold.
      request.accountBlocked = true;
      await deleteSession(db, token);
      return;
    }
    request.user = session.user;
    request.sessionToken = token;
  };
  // What a signed-in user sees is theirs alone: no browser or proxy cache may keep it. And
  // once a signed-in user's change is done, before it is answered, their cached sessions go:
  // the next request reads what they changed (their name, their e-mail) from the database.
  const onSessionAnswer = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    if (request.user) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      if (!SAFE_METHODS.has(request.method)) cache.forgetUser(request.user.id);
    }
    done(null, payload);
  };
  // Only the routes that read a session get these hooks (their config says so, from the
  // endpoint's access or `session: 'optional'`); every other route runs none of this code. The
  // lookup goes first among the route's own hooks, so its guard sees the user. The route, not
  // the raw URL: `/%61pi/...` is routed to `/api/...` too.
  app.addHook('onRoute', (route) => {
    if (!route.config?.session) return;
    route.onRequest = [readSession, ...hooksOf(route.onRequest)];
    route.onSend = [...hooksOf(route.onSend), onSessionAnswer];
  });
});

/** A route option that holds one hook, several or none, as a list. */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Route guard: signed in (and not blocked). Use it as the route's `onRequest` hook, so a
 * signed-out caller gets 401 before the body is validated.
 */
export async function requireUser(request: FastifyRequest) {
  if (request.accountBlocked) throw forbidden();
  if (!request.user) throw unauthenticated();
  if (request.user.blocked) throw forbidden();
}

/** Route guard factory: signed in with one of the roles. Ownership is checked in the service query. */
export function requireRole(...roles: TRole[]) {
  return async (request: FastifyRequest) => {
    await requireUser(request);
    if (!request.user || !roles.includes(request.user.role)) throw forbidden();
  };
}
