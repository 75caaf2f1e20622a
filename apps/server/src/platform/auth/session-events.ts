import { publishToUser } from '../events/publish';
import type { AppServices } from '../services';

type WarnLog = { warn: (obj: unknown, msg: string) => void };

/**
 * Tells every open event stream of the user, in any process, that sessions of theirs ended.
 * Each stream then looks its own session up again and closes if it is gone, so a stream never
 * outlives the sign-in it was opened with. Call it after the deleting transaction committed.
 */
export function announceSessionsEnded(
  services: Pick<AppServices, 'events'>,
  userId: string,
  log?: WarnLog,
): Promise<void> {
  return publishToUser(services, userId, 'session.ended', {}, log);
}
