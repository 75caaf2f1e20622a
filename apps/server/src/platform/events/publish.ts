import type { TEventType } from '@fhp/domain';
import type { AppServices } from '../services';

type WarnLog = { warn: (obj: unknown, msg: string) => void };

/**
 * Tells the user's open streams that something changed. Call it after the transaction has
 * committed (an event for a rolled-back change would make clients refetch stale data).
 * Live updates are a convenience on top of the committed write, so a failure (bus down,
 * payload too large) is logged and swallowed: it must never turn a successful request into
 * an error. The returned promise never rejects; await it or `void` it.
 */
export async function publishToUser(
  services: Pick<AppServices, 'events'>,
  userId: string,
  type: TEventType,
  data: Record<string, unknown> = {},
  log: WarnLog = console,
): Promise<void> {
  try {
    await services.events.publish(userId, { type, data });
  } catch (error) {
    log.warn({ err: error, userId, type }, 'could not publish a live event');
  }
}
