import type { TAdminNotificationKind } from '@fhp/domain';
import { adminNotifications } from '../../db/schema';
import type { DbOrTx } from '../db/database';
import type { AppServices } from '../services';
import { publishToOperators } from './publish';

/**
 * "Notify the operators", the one way every feature does it: the admin notification (the
 * console's inbox) is written in the caller's transaction with the record it is about, and
 * `announceInboxChange` is called after the commit so every operator's unread count and inbox
 * refresh live. Reading or marking notifications read announces too.
 */
export async function addAdminNotification(
  tx: DbOrTx,
  type: TAdminNotificationKind,
  notifyId: string,
): Promise<void> {
  await tx.insert(adminNotifications).values({ type, notifyId });
}

/** After the commit: the operators' inbox changed ('admin-notification.changed'). Never rejects. */
export function announceInboxChange(services: Pick<AppServices, 'events' | 'db'>): Promise<void> {
  return publishToOperators(services, 'admin-notification.changed');
}
