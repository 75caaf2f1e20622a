import { z } from 'zod';
import type { TRole } from '../users/users.schemas';

/**
 * One HTTP endpoint, declared once. The server registers its Fastify route from this (guard,
 * validation, response serialisation, OpenAPI) and the web client calls it through this (method,
 * URL, body type, response parsing), so a changed path, body or response fails the typecheck on
 * both sides at once.
 */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it. `public`: anyone (the server reads the caller's session only where the route
 * asks for it: sign-in, `/api/me`, ...). `signed-in`: any signed-in account that is not blocked.
 * A list of roles: signed in with one of them. Which rows the caller may touch is the server's
 * policy module's question: an endpoint that reaches rows of other users says so in `policy`.
 */
export type TEndpointAccess = 'public' | 'signed-in' | readonly TRole[];

/** What the caller does to the row, as the server's policy module knows it. */
export type TPolicyAction = 'read' | 'change' | 'delete';

/**
 * An endpoint whose path names a row that may be another user's (an operator on anyone's, a
 * school administrator on their school's, a manager on the athletes that name them). The server
 * route loads the row's subject (owner, school, managers) and its guard makes one
 * `authorize(actor, action, subject)` decision through the policy module before the handler
 * runs: 404 to who may not see the row, 403 to who may see it but not do this.
 */
export interface TEndpointPolicy {
  action: TPolicyAction;
  /** The kind of row the path names (`athlete`: an athlete's account and rows). */
  resource: string;
}

/** Statuses an endpoint answers with the error body, besides those its shape implies. */
export type TErrorStatus =
  | 400
  | 401
  | 402
  | 403
  | 404
  | 409
  | 410
  | 413
  | 415
  | 422
  | 429
  | 502
  | 503;

export interface Endpoint {
  method: THttpMethod;
  /** Fastify's syntax: `/api/notifications/:id/read`. */
  path: `/${string}`;
  access: TEndpointAccess;
  /**
   * Set when the path names a row that may be another user's: the route's guard decides it
   * through the policy module. Left out where the handler's query only ever reaches the
   * caller's own rows (`where user_id = me`).
   */
  policy?: TEndpointPolicy;
  tags: readonly string[];
  summary: string;
  /** A longer explanation for OpenAPI, when the summary cannot say enough (a stream's format). */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. Multipart endpoints leave it out and set `multipart` instead. */
  body?: z.ZodType;
  /** The body is multipart/form-data (files), read by the server's one multipart reader. */
  multipart?: true;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202 | 204;
  /** The success body. */
  response: z.ZodType;
  /**
   * The success body's media type when it is not JSON (`text/event-stream`, `text/plain`), so
   * OpenAPI names it; the handler sets the same type on the reply and sends the bytes itself.
   */
  contentType?: string;
  /** Error statuses beyond those implied: 400 with input, 401 and 403 unless public. */
  errors?: readonly TErrorStatus[];
}

/** Keeps the literal types (`const`), so the path, method and schemas stay precise everywhere. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** What the caller sends for a schema-valued field (the schema's input), or nothing. */
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
/** What the handler receives for a schema-valued field (the schema's output), or nothing. */
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export type EndpointParams<E extends Endpoint> = OutputOf<E['params']>;
export type EndpointQuery<E extends Endpoint> = OutputOf<E['query']>;
export type EndpointBody<E extends Endpoint> = OutputOf<E['body']>;
/** What the server returns (before serialisation). */
export type EndpointReply<E extends Endpoint> = z.input<E['response']>;
/** What the client receives (after parsing). */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;

/** A multipart form as the client builds it; the browser's FormData is one. */
export interface TMultipartForm {
  append(name: string, value: never, filename?: string): void;
}

// Not distributive (the brackets): a union body (a discriminated union schema) stays one field
// that takes any member, rather than a union of single-member fields.
type Present<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: undefined }
  : { [P in K]: V };

/** What a client passes to call an endpoint: exactly the parts the endpoint declares. */
export type EndpointInput<E extends Endpoint> = Present<'params', InputOf<E['params']>> &
  Present<'query', InputOf<E['query']>> &
  Present<'body', E['multipart'] extends true ? TMultipartForm : InputOf<E['body']>>;

/** Error statuses an endpoint answers: what it declares plus what its shape implies. */
export function errorStatusesOf(endpoint: Endpoint): TErrorStatus[] {
  const statuses = new Set<TErrorStatus>(endpoint.errors ?? []);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart) statuses.add(400);
  if (endpoint.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (endpoint.policy) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The concrete URL of an endpoint: each `:name` replaced by its encoded param. Throws on a
 * missing param, which is a programming error the typecheck already prevents.
 */
export function endpointUrl(endpoint: Endpoint, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) {
      throw new Error(`${endpoint.method} ${endpoint.path}: missing param "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/** A response that has no body (204): the server sends null, the client reads nothing. */
export const ZNoContent = z.null().optional();

/** Bytes sent as they are (a file, a text document): documented in OpenAPI as binary. */
export const ZBinaryBody = z.custom<unknown>().meta({ type: 'string', format: 'binary' });
