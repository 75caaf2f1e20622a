import {
  CHAT_SCHEDULE_MAX_DAYS,
  groupChatsMessages as m,
  type TGroupChatCreateRequest,
  type TGroupChatUpdateRequest,
} from '@fhp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { groupChatSeats, groupChats } from '../../db/schema';
import type { Db, DbOrTx } from '../../platform/db/database';
import { conflict, notFound, validationFailed } from '../../platform/http/app-error';
import { athleteGroupChatView, type GroupChatRow, SOLD_SEAT_STATUSES } from './group-chat-rows';

/**
 * A time in the future and at most CHAT_SCHEDULE_MAX_DAYS ahead (the one-on-one chats' limit):
 * a seat may be bought the moment the chat is scheduled, and its hold (29 days) must outlive the
 * chat and its 72-hour rating window.
 */
function checkedStart(startsAt: string, now: Date): Date {
  const at = new Date(startsAt);
  if (at.getTime() <= now.getTime()) throw validationFailed({ startsAt: m.timeInPast });
  if (at.getTime() > now.getTime() + CHAT_SCHEDULE_MAX_DAYS * 24 * 3600_000) {
    throw validationFailed({ startsAt: m.timeTooFar });
  }
  return at;
}

export async function createGroupChat(
  db: Db,
  athleteUserId: string,
  input: TGroupChatCreateRequest,
  now = new Date(),
) {
  const startsAt = checkedStart(input.startsAt, now);
  const [row] = await db
    .insert(groupChats)
    .values({
      athleteUserId,
      title: input.title,
      startsAt,
      minutes: input.minutes,
      seatCents: input.seatCents,
      seats: input.seats,
    })
    .returning();
  if (!row) throw new Error('group chat insert returned nothing');
  return { message: m.created, groupChat: await athleteGroupChatView(db, row) };
}

/** The athlete's own group chat, locked (another athlete's is a 404). */
export async function lockOwnGroupChat(
  db: DbOrTx,
  athleteUserId: string,
  id: string,
): Promise<GroupChatRow> {
  const [row] = await db
    .select()
    .from(groupChats)
    .where(and(eq(groupChats.id, id), eq(groupChats.athleteUserId, athleteUserId)))
    .for('update');
  if (!row) throw notFound(m.notFound);
  return row;
}

/**
 * Title and time stay editable until it starts; price and seats only while no seat is sold or
 * in a checkout (under the row lock the reservations take, so none slips in between).
 */
export async function updateGroupChat(
  db: Db,
  athleteUserId: string,
  id: string,
  input: TGroupChatUpdateRequest,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const chat = await lockOwnGroupChat(tx, athleteUserId, id);
    if (chat.status !== 'scheduled') throw conflict(m.alreadyCancelled);
    if (chat.startsAt <= now) throw conflict(m.alreadyStarted);
    const changesPrice =
      (input.seatCents !== undefined && input.seatCents !== chat.seatCents) ||
      (input.seats !== undefined && input.seats !== chat.seats);
    if (changesPrice) {
      const [sold] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(groupChatSeats)
        .where(
          and(
            eq(groupChatSeats.groupChatId, id),
            inArray(groupChatSeats.status, [...SOLD_SEAT_STATUSES]),
          ),
        );
      if (Number(sold?.n ?? 0) > 0) throw conflict(m.seatsSoldLocked);
    }
    const changes = {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.startsAt !== undefined
        ? { startsAt: checkedStart(input.startsAt, now), remindedAt: null }
        : {}),
      ...(input.minutes !== undefined ? { minutes: input.minutes } : {}),
      ...(input.seatCents !== undefined ? { seatCents: input.seatCents } : {}),
      ...(input.seats !== undefined ? { seats: input.seats } : {}),
    };
    // Nothing to change: the chat as it is.
    if (Object.keys(changes).length === 0) {
      return { message: m.updated, groupChat: await athleteGroupChatView(tx, chat) };
    }
    const [row] = await tx.update(groupChats).set(changes).where(eq(groupChats.id, id)).returning();
    if (!row) throw notFound(m.notFound);
    return { message: m.updated, groupChat: await athleteGroupChatView(tx, row) };
  });
}
