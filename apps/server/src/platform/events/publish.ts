import type { TEventType } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
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

/**
 * Tells every operator's open streams (the console's inbox count, a resolution's thread). The
 * operators are read from the users table each time: there are few, and a new or blocked one
 * is right at once. Like `publishToUser`: after the commit, and it never rejects.
 */
export async function publishToOperators(
  services: Pick<AppServices, 'events' | 'db'>,
  type: TEventType,
  data: Record<string, unknown> = {},
  log: WarnLog = console,
): Promise<void> {
  try {
    const operators = await services.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.blocked, false)));
    await Promise.all(operators.map((o) => publishToUser(services, o.id, type, data, log)));
  } catch (error) {
    log.warn({ err: error, type }, 'could not publish a live event to the operators');
  }
}
