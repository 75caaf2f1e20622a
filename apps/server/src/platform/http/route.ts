import {
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointReply,
  errorStatusesOf,
  type TEndpointAccess,
  type TEndpointPolicy,
  type TSessionUser,
  ZErrorResponse,
} from '@fhp/domain';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { actorOf, authorize, type Subject } from '../auth/policy';
import { requireRole, requireUser } from '../auth/session-plugin';
import type { DbOrTx } from '../db/database';
import { unauthenticated } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route registered from a domain endpoint (see `route`). */
    fromEndpoint?: boolean;
    /** The endpoint's policy, on routes whose guard decides it (the authorization matrix reads it). */
    policy?: TEndpointPolicy;
  }
}

/** The signed-in account as a route sees it (never blocked: the session plugin ends those). */
export type RouteUser = TSessionUser & { blocked: boolean };

/**
 * Guarded routes always have their user. A public route sees no session (it is not even looked
 * up) unless it asks for one with `session: 'optional'`.
 */
type UserOf<E extends Endpoint, X> = E['access'] extends 'public'
  ? X extends { session: 'optional' }
    ? RouteUser | null
    : null
  : RouteUser;

/**
 * The request a handler receives: params, query and body typed from the endpoint's schemas
 * (already validated), and `user` non-null on every endpoint that is not public.
 */
export type EndpointRequest<E extends Endpoint, X = RouteExtras> = Omit<
  FastifyRequest<{
    Params: EndpointParams<E>;
    Querystring: EndpointQuery<E>;
    Body: EndpointBody<E>;
  }>,
  'user'
> & { user: UserOf<E, X> };

export type EndpointHandler<E extends Endpoint, X = RouteExtras> = (
  request: EndpointRequest<E, X>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/** What a route adds to its endpoint: extra hooks (address limits, loopback) and plugin config. */
export interface RouteExtras {
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler;
  config?: FastifyContextConfig;
  /**
   * A public route that answers a signed-in caller differently (sign-in, sign-out, the current
   * session) reads the session; other public routes never look it up.
   */
  session?: 'optional';
}

function guardFor(access: TEndpointAccess): onRequestHookHandler | undefined {
  if (access === 'public') return undefined;
  if (access === 'signed-in') return requireUser;
  return requireRole(...access);
}

/**
 * How the guard of an endpoint with a `policy` reads what it decides on: the row's subject,
 * loaded from the validated request (undefined when there is no such row), and the database
 * the actor is read from (a school administrator's school).
 */
export type PolicyGuard<E extends Endpoint> = {
  db: DbOrTx;
  subject(request: EndpointRequest<E>): Promise<Subject | undefined>;
};

/**
 * The guard's policy step: one `authorize(actor, action, subject)` decision, after the role
 * guard (the user is known) and validation (the params are typed), before the handler.
 */
function policyGuardFor<E extends Endpoint>(
  policy: TEndpointPolicy,
  guard: PolicyGuard<E>,
): preHandlerHookHandler {
  return async (request) => {
    const user = (request as { user?: RouteUser | null }).user;
    if (!user) throw unauthenticated();
    const [actor, subject] = await Promise.all([
      actorOf(guard.db, user),
      guard.subject(request as unknown as EndpointRequest<E>),
    ]);
    authorize(actor, policy.action, subject);
  };
}

/** A response schema, or one per media type (Fastify's form, which OpenAPI reads as is). */
type ResponseSchema = z.ZodType | { content: Record<string, { schema: z.ZodType }> };

function responseSchemas(endpoint: Endpoint): Record<number, ResponseSchema> {
  const success: ResponseSchema = endpoint.contentType
    ? { content: { [endpoint.contentType]: { schema: endpoint.response } } }
    : endpoint.response;
  const responses: Record<number, ResponseSchema> = { [endpoint.status ?? 200]: success };
  for (const status of errorStatusesOf(endpoint)) responses[status] = ZErrorResponse;
  return responses;
}

/**
 * Registers the Fastify route of an endpoint: its guard runs first (401/403 before the body is
 * read), then validation of params, query and body by the endpoint's schemas, then, for an
 * endpoint with a `policy`, the policy decision on the row its `authorize.subject` loads
 * (404/403), the handler, and serialisation through the endpoint's response schema (so no
 * column leaks). OpenAPI reads the same schemas.
 */
export function route<const E extends Endpoint, const X extends RouteExtras = Record<never, never>>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E, X>,
  extras?: X & { authorize?: PolicyGuard<E> },
): void {
  const where = `${endpoint.method} ${endpoint.path}`;
  if (endpoint.policy && (endpoint.access === 'public' || !extras?.authorize)) {
    throw new Error(`${where} declares a policy: it needs a signed-in access and a subject loader`);
  }
  if (!endpoint.policy && extras?.authorize) {
    throw new Error(`${where} loads a subject but its endpoint declares no policy`);
  }
  const guard = guardFor(endpoint.access);
  const onRequest = [guard, extras?.onRequest].filter((hook) => hook !== undefined);
  const preHandler = [
    endpoint.policy && extras?.authorize
      ? policyGuardFor(endpoint.policy, extras.authorize)
      : undefined,
    extras?.preHandler,
  ].filter((hook) => hook !== undefined);
  const signedIn = endpoint.access !== 'public';
  const session = signedIn ? 'required' : extras?.session;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    config: {
      ...extras?.config,
      fromEndpoint: true,
      ...(session ? { session } : {}),
      ...(endpoint.policy ? { policy: endpoint.policy } : {}),
    },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(signedIn ? { security: [{ session: [] }] } : {}),
      response: responseSchemas(endpoint),
    },
    // Not async: the handler's own promise goes to Fastify as it is, without a second one
    // wrapped around it (and the two turns of the microtask queue that adopting it costs).
    handler: (request, reply) => {
      // The guard has answered 401/403 already; this keeps the promise the type makes.
      if (signedIn && !request.user) throw unauthenticated();
      return handler(request as unknown as EndpointRequest<E, X>, reply);
    },
  });
}
