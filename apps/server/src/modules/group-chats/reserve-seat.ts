import type { TPaymentStatus } from '@fhp/domain';
import {
  GROUP_CHAT_CHECKOUT_HOLD_MINUTES,
  GROUP_CHAT_SEAT_PURPOSE,
  groupChatsMessages as m,
} from '@fhp/domain';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { athleteProfiles, groupChats, payments, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { closeUnpaidCheckouts } from '../payments/close-unpaid';
import type { GroupChatRow } from './group-chat-rows';

/**
 * Seats never oversell (decision 0074): every seat's checkout is reserved under the group
 * chat's row lock (startPayment's `reserve`), counting the seats its payments hold or may still
 * hold. A checkout still `created` after GROUP_CHAT_CHECKOUT_HOLD_MINUTES is closed first (it
 * can no longer be approved), so an abandoned checkout frees its seat after half an hour.
 */

const HOLD_MS = GROUP_CHAT_CHECKOUT_HOLD_MINUTES * 60_000;
const ABANDONED = 'checkout abandoned (group chat seat hold ended)';
const REPLACED = "checkout replaced by the fan's newer one (group chat seat)";

/** A payment still holding a seat, or about to: in a checkout, held, being captured, taken. */
export const SEAT_HOLDING_STATUSES = [
  'created',
  'authorizing',
  'authorized',
  'capturing',
  'pending',
  'captured',
] as const satisfies readonly TPaymentStatus[];
const SEAT_HELD_STATUSES = SEAT_HOLDING_STATUSES.filter((s) => s !== 'created');

/** The seat payments of one group chat (the literal purpose is the partial index's predicate). */
export function seatPaymentsOf(groupChatId: string): SQL {
  return and(
    sql`${payments.purpose} = ${sql.raw(`'${GROUP_CHAT_SEAT_PURPOSE}'`)}`,
    sql`${payments.metadata}->>'groupChatId' = ${groupChatId}`,
  ) as SQL;
}

export async function lockGroupChat(tx: Tx, id: string): Promise<GroupChatRow> {
  const [row] = await tx.select().from(groupChats).where(eq(groupChats.id, id)).for('update');
  if (!row) throw notFound(m.notFound);
  return row;
}

/** Seats taken: payments of the chat that hold a seat (under the chat's lock, exact). */
export async function seatsTaken(tx: Tx, groupChatId: string, statuses: readonly TPaymentStatus[]) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(seatPaymentsOf(groupChatId), inArray(payments.status, [...statuses])));
  return Number(row?.n ?? 0);
}

/**
 * In the transaction that inserts the seat's payment: the chat is on sale, the fan holds no
 * seat in it, and a seat is free. The fan's own earlier unpaid checkout for it is replaced.
 */
export async function reserveSeat(
  tx: Tx,
  input: { groupChatId: string; fanUserId: string; now: Date },
): Promise<GroupChatRow> {
  const chat = await lockGroupChat(tx, input.groupChatId);
  if (chat.status !== 'scheduled' || chat.startsAt <= input.now) throw conflict(m.notOnSale);
  if (chat.athleteUserId === input.fanUserId) throw conflict(m.ownGroupChat);
  // As the public list: only an active, unblocked athlete's chat is on sale.
  const [listed] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, chat.athleteUserId),
        eq(users.blocked, false),
        eq(athleteProfiles.registrationStatus, 'active'),
      ),
    );
  if (!listed) throw conflict(m.notOnSale);
  const mine = and(seatPaymentsOf(chat.id), eq(payments.userId, input.fanUserId));
  const [held] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(mine, inArray(payments.status, [...SEAT_HELD_STATUSES])))
    .limit(1);
  if (held) throw conflict(m.alreadySeated);
  await closeUnpaidCheckouts(tx, mine, input.now, REPLACED);
  await closeUnpaidCheckouts(
    tx,
    and(seatPaymentsOf(chat.id), lt(payments.createdAt, new Date(input.now.getTime() - HOLD_MS))),
    input.now,
    ABANDONED,
  );
  if ((await seatsTaken(tx, chat.id, SEAT_HOLDING_STATUSES)) >= chat.seats) {
    throw conflict(m.full);
  }
  return chat;
}
