import { FAN_BELL_TYPES, pizzaMoneyMessages as m } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { athleteProfiles, pizzaMoneyRequests as r } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';
import { insertNotification } from '../notifications/create-notification';
import { athlete, fan, fullName } from './pizza-request-rows';

/** The notification's type, for the fan's list (and its live refresh). */
export const PIZZA_ACCEPTED_NOTIFICATION = FAN_BELL_TYPES.pizzaMoneyAccepted;

/**
 * Tells the fan who asked that the athlete accepted, in the accept's transaction: a notification
 * for their account and an e-mail through the outbox with a link to donate, so both exist
 * exactly when the acceptance does. Returns the fan and the notification to announce after the
 * commit, or null when the request has no fan any more (the account was removed).
 */
export async function tellAskingFan(
  services: AppServices,
  tx: Tx,
  requestId: string,
): Promise<{ fanUserId: string; notificationId: string } | null> {
  const [row] = await tx
    .select({
      fanUserId: fan.id,
      fanEmail: fan.email,
      fanFirstName: fan.firstName,
      athleteFirstName: athlete.firstName,
      athleteLastName: athlete.lastName,
      athleteNumber: athleteProfiles.athleteNumber,
    })
    .from(r)
    .innerJoin(fan, eq(fan.id, r.fanUserId))
    .innerJoin(athlete, eq(athlete.id, r.athleteUserId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, r.athleteUserId))
    .where(eq(r.id, requestId));
  if (!row) return null;
  const athleteName = fullName(row.athleteFirstName, row.athleteLastName);
  const message = m.acceptedForFan(athleteName);
  const page = new URL(`/athletes/${row.athleteNumber}`, services.config.publicUrl).toString();
  const notificationId = await insertNotification(tx, {
    userId: row.fanUserId,
    type: PIZZA_ACCEPTED_NOTIFICATION,
    message,
    data: { requestId, athleteNumber: row.athleteNumber },
  });
  await services.mailer.send(
    {
      to: row.fanEmail,
      subject: m.acceptedEmailSubject(athleteName),
      text: [`Hi ${row.fanFirstName || 'there'},`, '', message, '', `Donate: ${page}`].join('\n'),
      template: 'pizza-money-accepted',
    },
    { db: tx },
  );
  return { fanUserId: row.fanUserId, notificationId };
}
