import { messages } from '@fhp/domain';
import { recordAudit } from '../../platform/audit/record-audit';
import type { AppServices } from '../../platform/services';
import { announceNotification, insertNotification } from './create-notification';

/**
 * An operator's message to one athlete: a notification of type 'admin' (the bell shows it as
 * 'Admin sends a message: ...', and the push says the same) and its audit row, in one
 * transaction; the bell lights up after the commit.
 */
export async function sendAdminMessage(
  services: AppServices,
  operator: { id: string; email: string },
  athleteId: string,
  message: string,
): Promise<string> {
  const id = await services.db.transaction(async (tx) => {
    const notificationId = await insertNotification(tx, {
      userId: athleteId,
      type: 'admin',
      message,
    });
    await recordAudit(tx, {
      actor: operator,
      action: 'user.message',
      subjectType: 'user',
      subjectId: athleteId,
      after: { notificationId, message },
      note: message,
    });
    return notificationId;
  });
  await announceNotification(
    services,
    athleteId,
    id,
    `${messages.notifications.adminMessagePrefix}${message}`,
  );
  return id;
}
