import {
  chatRatingClosesAt,
  chatRequestExpiresAt,
  chatSettlement,
  type TChatItem,
  type TChatsPage,
} from '@fhp/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { athleteProfiles, chats, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { afterCursor, newestFirst } from '../../platform/db/keyset';
import { type Cursor, toPage } from '../../platform/http/cursor';

const athlete = alias(users, 'chat_athlete');
const fan = alias(users, 'chat_fan');
const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

/** A chat with the names its screens show. */
function selectChats(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      chat: chats,
      athleteName: fullName(athlete),
      athleteNumber: athleteProfiles.athleteNumber,
      fanName: fullName(fan),
      fanEmail: fan.email,
      fanFirstName: fan.firstName,
    })
    .from(chats)
    .innerJoin(athlete, eq(athlete.id, chats.athleteUserId))
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, chats.athleteUserId))
    .innerJoin(fan, eq(fan.id, chats.fanUserId))
    .where(where);
}

export type ChatRow = Awaited<ReturnType<typeof selectChats>>[number];

export async function findChat(db: DbOrTx, where: SQL): Promise<ChatRow | undefined> {
  const [row] = await selectChats(db, where);
  return row;
}

/** What the athlete and the fan read about a chat, its deadlines computed from the rules. */
export function toChatItem(row: ChatRow, now = new Date()): TChatItem {
  const c = row.chat;
  const rateBy = c.startsAt ? chatRatingClosesAt(c.startsAt, c.minutes) : null;
  const settled = c.status === 'settled' || c.status === 'settling';
  const shares = settled
    ? chatSettlement('single_chat', c.priceCents, c.outcome ?? 'satisfactory')
    : null;
  return {
    id: c.id,
    status: c.status,
    athleteName: row.athleteName,
    athleteNumber: row.athleteNumber,
    fanName: row.fanName,
    channel: c.channel,
    contact: c.contact,
    minutes: c.minutes,
    priceCents: c.priceCents,
    proposedTimes: c.proposedTimes.map((t) => t.toISOString()),
    note: c.note,
    startsAt: c.startsAt?.toISOString() ?? null,
    answerBy: c.status === 'requested' ? chatRequestExpiresAt(c.createdAt).toISOString() : null,
    rateBy: rateBy?.toISOString() ?? null,
    canRate:
      c.status === 'accepted' &&
      c.startsAt !== null &&
      c.startsAt.getTime() <= now.getTime() &&
      rateBy !== null &&
      now.getTime() < rateBy.getTime(),
    settlement:
      shares && c.outcome
        ? {
            outcome: c.outcome,
            priceCents: c.priceCents,
            athleteCents: shares.split.athlete,
            managerCents: shares.split.manager,
            platformCents: shares.split.platform,
            returnedCents: shares.returnedCents,
            chargedCents: shares.chargedCents,
          }
        : null,
    createdAt: c.createdAt.toISOString(),
  };
}

/** A page of one athlete's or one fan's chats, newest first. */
export async function listChats(
  db: DbOrTx,
  owner: { athleteUserId: string } | { fanUserId: string },
  query: { cursor: Cursor | null; limit: number },
): Promise<TChatsPage> {
  const mine =
    'athleteUserId' in owner
      ? eq(chats.athleteUserId, owner.athleteUserId)
      : eq(chats.fanUserId, owner.fanUserId);
  const rows = await selectChats(
    db,
    and(mine, query.cursor ? afterCursor(chats, chats, query.cursor) : undefined),
  )
    .orderBy(...newestFirst(chats))
    .limit(query.limit + 1);
  const page = toPage(
    rows.map((row) => ({ row, id: row.chat.id, createdAt: row.chat.createdAt })),
    query.limit,
  );
  const now = new Date();
  return { items: page.items.map((r) => toChatItem(r.row, now)), nextCursor: page.nextCursor };
}
