import { FAN_BELL_TYPES, fanNotificationMessages, type TFanNotificationType } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { athleteProfiles, fanNotifications, users } from '../../db/schema';
import { queryRows, type Tx } from '../../platform/db/database';
import { publishToUser } from '../../platform/events/publish';
import { defineJob } from '../../platform/jobs/job-queue';
import type { AppServices } from '../../platform/services';

/**
 * Tells fans about an athlete's new item, in the item's transaction (the badge and its
 * announcement commit together), and queues the fan-out to the bells of the fans who bought
 * from the athlete, so it exists exactly when the item does.
 */
export async function insertFanNotification(
  services: Pick<AppServices, 'jobs'>,
  tx: Tx,
  input: { athleteUserId: string; type: TFanNotificationType; itemId: string },
): Promise<void> {
  const [row] = await tx
    .insert(fanNotifications)
    .values(input)
    .returning({ id: fanNotifications.id });
  if (!row) throw new Error('fan notification insert returned nothing');
  await services.jobs.send(fanOutNewItemJob, { fanNotificationId: row.id }, { db: tx });
}

/**
 * Puts an athlete's new item in the bell of every fan who bought from them (issue 33 item 11):
 * one statement writes a `notifications` row per fan, and each fan's open screens are told
 * live. A fan who already has this item's row (the job ran twice) gets none, so a retry repeats
 * only the live events. Bell only, no e-mail (EMAILED_NOTIFICATION_TYPES of the domain).
 */
export async function fanOutNewItem(
  services: Pick<AppServices, 'db' | 'events'>,
  fanNotificationId: string,
): Promise<string[]> {
  const [item] = await services.db
    .select({
      type: fanNotifications.type,
      athleteUserId: fanNotifications.athleteUserId,
      firstName: users.firstName,
      lastName: users.lastName,
      athleteNumber: athleteProfiles.athleteNumber,
    })
    .from(fanNotifications)
    .innerJoin(users, eq(users.id, fanNotifications.athleteUserId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, fanNotifications.athleteUserId))
    .where(eq(fanNotifications.id, fanNotificationId));
  if (!item) return []; // the athlete's account was removed meanwhile
  const name = `${item.firstName} ${item.lastName}`.trim();
  const message = fanNotificationMessages.newItem(name, item.type as TFanNotificationType);
  const data = JSON.stringify({ fanNotificationId, athleteNumber: item.athleteNumber });
  const rows = await queryRows<{ user_id: string; id: string }>(
    services.db,
    sql`insert into notifications (user_id, type, message, data)
      select buyers.fan_user_id, ${FAN_BELL_TYPES.newItem}, ${message}, ${data}::jsonb
      from (
        select distinct p.fan_user_id from purchases p
        where p.athlete_user_id = ${item.athleteUserId}::uuid and p.fan_user_id is not null
          and p.fan_user_id <> ${item.athleteUserId}::uuid
      ) buyers
      where not exists (
        select 1 from notifications n
        where n.user_id = buyers.fan_user_id and n.type = ${FAN_BELL_TYPES.newItem}
          and n.data->>'fanNotificationId' = ${fanNotificationId}
      )
      returning user_id, id`,
  );
  for (const row of rows) {
    await publishToUser(services, row.user_id, 'notification.created', { id: row.id });
  }
  return rows.map((r) => r.user_id);
}

export const fanOutNewItemJob = defineJob<{ fanNotificationId: string }>(
  'fan-new-item-fan-out',
  async (services, data) => {
    await fanOutNewItem(services, data.fanNotificationId);
  },
);
