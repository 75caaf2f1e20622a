import {
  CHAT_RATING_HOURS,
  CHAT_REMINDER_MINUTES,
  FAN_BELL_TYPES,
  groupChatsMessages as m,
} from '@fhp/domain';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { groupChatSeats, groupChats, users } from '../../db/schema';
import { defineJob } from '../../platform/jobs/job-queue';
import type { AppServices } from '../../platform/services';
import type { PaymentLog } from '../payments/capture-handlers';
import { releaseHeldSeats } from './cancel-group-chat';
import { fullName } from './group-chat-rows';
import { settleSeat } from './rate-seat';
import { tellSeatHolder } from './tell-seat-holder';

/**
 * What time does to group chats, every five minutes (JOB_SETTINGS 'group-chat-settlement'):
 * seat holders are reminded CHAT_REMINDER_MINUTES before the start (once: `reminded_at` is
 * claimed with the notices); seats unrated when the 72-hour window closes are settled as
 * satisfactory; seats still held in a cancelled chat (a cancellation cut short) are released.
 */
export async function runGroupChatJob(services: AppServices, log: PaymentLog, now = new Date()) {
  await remindSeatHolders(services, now);
  const due = await services.db
    .select({ id: groupChatSeats.id })
    .from(groupChatSeats)
    .innerJoin(groupChats, eq(groupChats.id, groupChatSeats.groupChatId))
    .where(
      and(
        eq(groupChatSeats.status, 'held'),
        eq(groupChats.status, 'scheduled'),
        lte(
          sql`${groupChats.startsAt} + make_interval(mins => ${groupChats.minutes}) + make_interval(hours => ${CHAT_RATING_HOURS})`,
          now,
        ),
      ),
    )
    .limit(500);
  for (const seat of due) {
    try {
      await settleSeat(services, seat.id, 'satisfactory', 'auto', log, now);
    } catch (error) {
      // Rated by its fan a moment ago, or the hold is gone: the seat is settled either way.
      log.warn({ seatId: seat.id, err: error }, 'group chat seat not auto-settled');
    }
  }
  const cut = await services.db
    .selectDistinct({ chat: groupChats })
    .from(groupChats)
    .innerJoin(groupChatSeats, eq(groupChatSeats.groupChatId, groupChats.id))
    .where(and(eq(groupChats.status, 'cancelled'), eq(groupChatSeats.status, 'held')));
  for (const { chat } of cut) await releaseHeldSeats(services, chat, log);
  return { settled: due.length };
}

async function remindSeatHolders(services: AppServices, now: Date) {
  const soon = new Date(now.getTime() + CHAT_REMINDER_MINUTES * 60_000);
  const chats = await services.db
    .select({ chat: groupChats, firstName: users.firstName, lastName: users.lastName })
    .from(groupChats)
    .innerJoin(users, eq(users.id, groupChats.athleteUserId))
    .where(
      and(
        eq(groupChats.status, 'scheduled'),
        isNull(groupChats.remindedAt),
        gt(groupChats.startsAt, now),
        lte(groupChats.startsAt, soon),
      ),
    );
  for (const { chat, ...athlete } of chats) {
    await services.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(groupChats)
        .set({ remindedAt: now })
        .where(and(eq(groupChats.id, chat.id), isNull(groupChats.remindedAt)))
        .returning({ id: groupChats.id });
      if (!claimed) return;
      const seats = await tx
        .select({ id: groupChatSeats.id, fanUserId: groupChatSeats.fanUserId })
        .from(groupChatSeats)
        .where(and(eq(groupChatSeats.groupChatId, chat.id), eq(groupChatSeats.status, 'held')));
      const message = m.startingForFan(
        fullName(athlete.firstName, athlete.lastName),
        chat.title,
        chat.startsAt.toUTCString(),
      );
      for (const seat of seats) {
        await tellSeatHolder(services, tx, {
          fanUserId: seat.fanUserId,
          type: FAN_BELL_TYPES.groupChatStarting,
          message,
          subject: m.emailSubject(chat.title),
          data: { groupChatId: chat.id, seatId: seat.id },
        });
      }
    });
  }
}

export const groupChatJob = defineJob('group-chat-settlement', async (services, _data, { log }) => {
  await runGroupChatJob(services, log);
});
