import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { TPushPayload } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { AppServices } from '../services';
import {
  checkEndpoint,
  type EndpointPolicy,
  EndpointRefused,
  type HostResolver,
  type ResolvedAddress,
  resolveEndpoint,
} from './endpoint-policy';
import { loadVapidKeys, type VapidKeys } from './vapid';

type WarnLog = { warn: (obj: unknown, msg: string) => void };
const keysByDb = new WeakMap<Db, Promise<VapidKeys>>();

export function vapidKeys(services: Pick<AppServices, 'config' | 'db'>): Promise<VapidKeys> {
  let keys = keysByDb.get(services.db);
  if (!keys) {
    keys = loadVapidKeys(services.config, services.db);
    // A failed load is retried on the next push rather than cached.
    keys.catch(() => keysByDb.delete(services.db));
    keysByDb.set(services.db, keys);
  }
  return keys;
}

export type PushOptions = {
  log?: WarnLog;
  /** How the endpoint's host is resolved; tests inject one so they need no network. */
  resolve?: HostResolver;
};

/** The endpoint policy in force: loopback only when a test configured it. */
export const endpointPolicy = (config: AppConfig): EndpointPolicy => ({
  allowLoopback: config.push.allowLoopbackForTests,
});

const PUSH_TIMEOUT_MS = 10_000;
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * The push as web-push builds it (RFC 8291 aes128gcm encryption for the browser's keys, RFC 8292
 * VAPID signature), without sending it: the request goes out through postToPushService, which
 * connects only to the address the endpoint policy checked.
 */
async function encryptedPush(
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: TPushPayload,
  keys: VapidKeys,
): Promise<{ headers: Record<string, string>; body: Buffer }> {
  // Loaded with the first push, not at start (decision 0034).
  const { default: webpush } = await import('web-push');
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    { TTL: PUSH_TTL_SECONDS, vapidDetails: keys },
  );
  // web-push leaves some header values as numbers (TTL, Content-Length).
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
  );
  return { headers, body: details.body };
}

/**
 * One POST to a push service, connected to `target` (the address checked by resolveEndpoint)
 * whatever DNS says by now, so a name cannot be re-pointed at a private address between the
 * check and the connection (DNS rebinding). TLS still verifies the certificate for the
 * endpoint's host name. No redirects are followed. Resolves with the response status.
 */
function postToPushService(
  url: URL,
  target: ResolvedAddress,
  headers: Record<string, string>,
  body: Buffer,
): Promise<number> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body.length) },
        lookup: pinned,
        // A fresh connection per push: a pooled socket could belong to an earlier lookup.
        agent: false,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A push the service may take on a later try: it was unreachable, busy (429) or failing (5xx). */
export class PushDeferred extends Error {
  constructor(
    readonly subscriptionIds: string[],
    /** How many of the subscriptions tried took the push (or are done with, for good). */
    readonly settled: number,
  ) {
    super(`push service unavailable for ${subscriptionIds.length} subscription(s); retry later`);
  }
}

/** Statuses after which the same push may succeed later. */
const isTransient = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Pushes to the browsers the user subscribed (all of them, or `only` those subscriptions).
 * A subscription the push service calls gone (404/410), or whose endpoint is not allowed at all
 * (saved before the endpoint rules), is removed; one that refuses the push for good (another
 * 4xx) or whose host resolves to a non-public address is logged and skipped. One whose service
 * could not take it now (no connection, a timeout, 429, 5xx) is tried again later: after the
 * others are sent, this throws `PushDeferred` naming those subscriptions, so the `push-send`
 * job is retried with its backoff (job-settings.ts) for them alone.
 */
export async function pushToUser(
  services: Pick<AppServices, 'config' | 'db'>,
  userId: string,
  payload: TPushPayload,
  options: PushOptions & { only?: readonly string[] } = {},
): Promise<void> {
  const log = options.log ?? console;
  const policy = endpointPolicy(services.config);
  const forget = (id: string) =>
    services.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
  const subscriptions = (
    await services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
  ).filter((s) => !options.only || options.only.includes(s.id));
  if (subscriptions.length === 0) return;
  const keys = await vapidKeys(services);
  const deferred: string[] = [];
  await Promise.all(
    subscriptions.map(async (s) => {
      let url: URL;
      try {
        url = checkEndpoint(s.endpoint, policy);
      } catch (error) {
        if (!(error instanceof EndpointRefused)) throw error;
        log.warn({ reason: error.message }, 'removed a push subscription with a refused endpoint');
        await forget(s.id);
        return;
      }
      let status: number;
      try {
        const target = await resolveEndpoint(url, policy, options.resolve);
        const request = await encryptedPush(s, payload, keys);
        status = await postToPushService(url, target, request.headers, request.body);
      } catch (error) {
        if (error instanceof EndpointRefused) {
          log.warn({ reason: error.message }, 'push endpoint refused at send time');
          return;
        }
        // No answer (DNS, connection, timeout): the service may take it later.
        log.warn({ err: error }, 'could not reach the push service; will retry');
        deferred.push(s.id);
        return;
      }
      if (status === 404 || status === 410) await forget(s.id);
      else if (isTransient(status)) {
        log.warn({ status }, 'push service could not take the push now; will retry');
        deferred.push(s.id);
      } else if (status < 200 || status >= 300) log.warn({ status }, 'push service refused a push');
    }),
  );
  if (deferred.length > 0) {
    throw new PushDeferred(deferred, subscriptions.length - deferred.length);
  }
}
