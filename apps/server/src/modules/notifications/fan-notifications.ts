import type { TFanNotificationType } from '@fhp/domain';
import { fanNotifications } from '../../db/schema';
import type { Tx } from '../../platform/db/database';

/**
 * Tells fans about an athlete's new item, in the item's transaction (the badge and its
 * announcement commit together). The fan side reads fan_notifications newest first.
 */
export async function insertFanNotification(
  tx: Tx,
  input: { athleteUserId: string; type: TFanNotificationType; itemId: string },
): Promise<void> {
  await tx.insert(fanNotifications).values(input);
}
