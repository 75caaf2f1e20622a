import type { TPushPayload } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import type { Db } from '../db/database';
import type { AppServices } from '../services';
import { loadVapidKeys, type VapidKeys, vapidAuthorization } from './vapid';
import { encryptPayload } from './web-push';

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

/**
 * Pushes to every browser the user subscribed. A convenience beside the bell, like live events:
 * failures are logged, never thrown; a subscription the push service calls gone (404/410) is
 * removed.
 */
export async function pushToUser(
  services: Pick<AppServices, 'config' | 'db'>,
  userId: string,
  payload: TPushPayload,
  log: WarnLog = console,
): Promise<void> {
  try {
    const subscriptions = await services.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    if (subscriptions.length === 0) return;
    const keys = await vapidKeys(services);
    await Promise.all(
      subscriptions.map(async (s) => {
        try {
          const res = await fetch(s.endpoint, {
            method: 'POST',
            headers: {
              TTL: String(24 * 3600),
              'Content-Encoding': 'aes128gcm',
              'Content-Type': 'application/octet-stream',
              Authorization: vapidAuthorization(s.endpoint, keys),
            },
            body: encryptPayload(Buffer.from(JSON.stringify(payload)), s),
            signal: AbortSignal.timeout(10_000),
          });
          if (res.status === 404 || res.status === 410)
            await services.db
              .delete(pushSubscriptions)
              .where(and(eq(pushSubscriptions.id, s.id), eq(pushSubscriptions.userId, userId)));
          else if (!res.ok) log.warn({ status: res.status }, 'push service refused a push');
        } catch (error) {
          log.warn({ err: error }, 'could not send a push');
        }
      }),
    );
  } catch (error) {
    log.warn({ err: error, userId }, 'could not push');
  }
}
