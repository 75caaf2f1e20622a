import type { TPublicGroupChats } from '@fhp/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { athleteProfiles, groupChats, payments, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { fullName } from './group-chat-rows';
import { SEAT_HOLDING_STATUSES } from './reserve-seat';

/**
 * Upcoming group chats (all, or one athlete's), soonest first, with the seats not held or in a
 * checkout. Only active, unblocked athletes' chats are listed.
 */
export async function listPublicGroupChats(
  db: DbOrTx,
  athleteNumber?: number,
  now = new Date(),
): Promise<TPublicGroupChats> {
  const taken = sql<number>`(
    select count(*)::int from ${payments}
    where ${payments.purpose} = 'group-chat-seat'
      and ${payments.metadata}->>'groupChatId' = ${groupChats.id}::text
      and ${inArray(payments.status, [...SEAT_HOLDING_STATUSES])}
  )`;
  const rows = await db
    .select({
      chat: groupChats,
      firstName: users.firstName,
      lastName: users.lastName,
      athleteNumber: athleteProfiles.athleteNumber,
      taken,
    })
    .from(groupChats)
    .innerJoin(users, eq(users.id, groupChats.athleteUserId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, groupChats.athleteUserId))
    .where(
      and(
        eq(groupChats.status, 'scheduled'),
        gt(groupChats.startsAt, now),
        eq(users.blocked, false),
        eq(athleteProfiles.registrationStatus, 'active'),
        athleteNumber !== undefined ? eq(athleteProfiles.athleteNumber, athleteNumber) : undefined,
      ),
    )
    .orderBy(asc(groupChats.startsAt))
    .limit(100);
  return {
    items: rows.map(({ chat, ...r }) => ({
      id: chat.id,
      title: chat.title,
      athleteName: fullName(r.firstName, r.lastName),
      athleteNumber: r.athleteNumber,
      startsAt: chat.startsAt.toISOString(),
      minutes: chat.minutes,
      seatCents: chat.seatCents,
      seats: chat.seats,
      seatsLeft: Math.max(0, chat.seats - Number(r.taken)),
    })),
  };
}
