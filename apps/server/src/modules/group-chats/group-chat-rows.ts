import {
  chatRatingClosesAt,
  chatSettlement,
  type TAthleteGroupChat,
  type TChatOutcome,
  type TFanGroupChatSeat,
  type TGroupChatSeatStatus,
  type TGroupChatStatus,
} from '@fhp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { athleteProfiles, groupChatSeats, groupChats, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

export type GroupChatRow = typeof groupChats.$inferSelect;
export type SeatRow = typeof groupChatSeats.$inferSelect;

export const athleteUser = alias(users, 'athlete');
export const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

/** Seats that count as sold: the fan's money is held or taken. */
export const SOLD_SEAT_STATUSES = ['held', 'settling', 'settled'] as const;

/** The chat has ended (the fan may rate) and when its rating window closes. */
export function ratingWindow(chat: Pick<GroupChatRow, 'startsAt' | 'minutes'>, now: Date) {
  const endsAt = new Date(chat.startsAt.getTime() + chat.minutes * 60_000);
  const closesAt = chatRatingClosesAt(chat.startsAt, chat.minutes);
  return { endsAt, closesAt, open: now >= endsAt && now < closesAt, closed: now >= closesAt };
}

/** Seats sold and settled per chat, and the athlete's earnings from the settled ones. */
async function seatCounts(db: DbOrTx, chatIds: string[]) {
  if (chatIds.length === 0)
    return new Map<string, { sold: number; settled: number; earned: number }>();
  const rows = await db
    .select({
      groupChatId: groupChatSeats.groupChatId,
      sold: sql<number>`count(*) filter (where ${inArray(groupChatSeats.status, [...SOLD_SEAT_STATUSES])})::int`,
      settled: sql<number>`count(*) filter (where ${groupChatSeats.status} = 'settled')::int`,
      outcomes: sql<
        { outcome: TChatOutcome; price: number }[]
      >`coalesce(json_agg(json_build_object('outcome', ${groupChatSeats.outcome}, 'price', ${groupChatSeats.priceCents})) filter (where ${groupChatSeats.status} = 'settled'), '[]')`,
    })
    .from(groupChatSeats)
    .where(inArray(groupChatSeats.groupChatId, chatIds))
    .groupBy(groupChatSeats.groupChatId);
  return new Map(
    rows.map((r) => [
      r.groupChatId,
      {
        sold: Number(r.sold),
        settled: Number(r.settled),
        earned: r.outcomes.reduce(
          (sum, o) => sum + chatSettlement('group_chat', o.price, o.outcome).split.athlete,
          0,
        ),
      },
    ]),
  );
}

export async function athleteGroupChatViews(
  db: DbOrTx,
  chats: GroupChatRow[],
  now = new Date(),
): Promise<TAthleteGroupChat[]> {
  const counts = await seatCounts(
    db,
    chats.map((c) => c.id),
  );
  return chats.map((chat) => {
    const c = counts.get(chat.id) ?? { sold: 0, settled: 0, earned: 0 };
    const scheduled = chat.status === 'scheduled';
    return {
      id: chat.id,
      title: chat.title,
      status: chat.status as TGroupChatStatus,
      startsAt: chat.startsAt.toISOString(),
      minutes: chat.minutes,
      seatCents: chat.seatCents,
      seats: chat.seats,
      seatsSold: c.sold,
      seatsSettled: c.settled,
      earnedCents: c.earned,
      canEditPrice: scheduled && c.sold === 0 && chat.startsAt > now,
      canCancel: scheduled && chat.startsAt > now,
    };
  });
}

export async function athleteGroupChatView(db: DbOrTx, chat: GroupChatRow) {
  const [view] = await athleteGroupChatViews(db, [chat]);
  if (!view) throw new Error('group chat view missing');
  return view;
}

/** The fan's seats (all, or one), newest first. */
export async function fanSeatViews(
  db: DbOrTx,
  fanUserId: string,
  seatId?: string,
  now = new Date(),
): Promise<TFanGroupChatSeat[]> {
  const rows = await db
    .select({
      seat: groupChatSeats,
      chat: groupChats,
      athleteFirstName: athleteUser.firstName,
      athleteLastName: athleteUser.lastName,
      athleteNumber: athleteProfiles.athleteNumber,
    })
    .from(groupChatSeats)
    .innerJoin(groupChats, eq(groupChats.id, groupChatSeats.groupChatId))
    .innerJoin(athleteUser, eq(athleteUser.id, groupChats.athleteUserId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, groupChats.athleteUserId))
    .where(
      and(
        eq(groupChatSeats.fanUserId, fanUserId),
        seatId ? eq(groupChatSeats.id, seatId) : undefined,
      ),
    )
    .orderBy(sql`${groupChatSeats.createdAt} desc`)
    .limit(200);
  return rows.map(({ seat, chat, ...athlete }) => {
    const window = ratingWindow(chat, now);
    const outcome = seat.outcome as TChatOutcome | null;
    const shares = outcome ? chatSettlement('group_chat', seat.priceCents, outcome) : null;
    return {
      id: seat.id,
      groupChatId: chat.id,
      title: chat.title,
      athleteName: fullName(athlete.athleteFirstName, athlete.athleteLastName),
      athleteNumber: athlete.athleteNumber,
      chatStatus: chat.status as TGroupChatStatus,
      status: seat.status as TGroupChatSeatStatus,
      startsAt: chat.startsAt.toISOString(),
      minutes: chat.minutes,
      priceCents: seat.priceCents,
      rateBy: window.closesAt.toISOString(),
      canRate: seat.status === 'held' && chat.status === 'scheduled' && window.open,
      settlement:
        outcome && shares && (seat.status === 'settled' || seat.status === 'settling')
          ? {
              outcome,
              priceCents: seat.priceCents,
              athleteCents: shares.split.athlete,
              platformCents: shares.split.platform,
              returnedCents: shares.returnedCents,
              chargedCents: shares.chargedCents,
            }
          : null,
    };
  });
}
