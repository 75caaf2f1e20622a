import { FAN_BELL_TYPES, groupChatsMessages as m } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { groupChatSeats, groupChats, users } from '../../db/schema';
import { conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import type { PaymentLog } from '../payments/capture-handlers';
import { closeUnpaidCheckouts } from '../payments/close-unpaid';
import { claimHoldVoid, settleHeldPayment } from '../payments/hold-payment';
import { athleteGroupChatView, fullName, type GroupChatRow } from './group-chat-rows';
import { seatPaymentsOf } from './reserve-seat';
import { lockOwnGroupChat } from './schedule-group-chat';
import { tellSeatHolder } from './tell-seat-holder';

const CANCELLED_REASON = 'group chat cancelled by its athlete';

/**
 * The athlete cancels before the start: the chat is marked cancelled and its open checkouts
 * closed under its lock (no new seat can be held after this commits: `onAuthorized` refuses),
 * then each held seat's hold is claimed for release with its fan's notice, one seat per
 * transaction (the payment's lock is never taken while the chat's is held, as a hold being
 * recorded takes them in the other order), and released. A crash midway leaves seats `held` in a
 * cancelled chat: the group chat job releases them.
 */
export async function cancelGroupChat(
  services: AppServices,
  athleteUserId: string,
  id: string,
  log: PaymentLog,
  now = new Date(),
) {
  const chat = await services.db.transaction(async (tx) => {
    const row = await lockOwnGroupChat(tx, athleteUserId, id);
    if (row.status === 'cancelled') throw conflict(m.alreadyCancelled);
    if (row.startsAt <= now) throw conflict(m.alreadyStarted);
    await closeUnpaidCheckouts(tx, seatPaymentsOf(id), now, CANCELLED_REASON);
    const [cancelled] = await tx
      .update(groupChats)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(groupChats.id, id))
      .returning();
    return cancelled ?? row;
  });
  await releaseHeldSeats(services, chat, log);
  return { message: m.cancelled, groupChat: await athleteGroupChatView(services.db, chat) };
}

/** Releases every seat still held in a cancelled chat, each fan told once. */
export async function releaseHeldSeats(services: AppServices, chat: GroupChatRow, log: PaymentLog) {
  const [athlete] = await services.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, chat.athleteUserId));
  const athleteName = fullName(athlete?.firstName ?? null, athlete?.lastName ?? null);
  const held = await services.db
    .select({ id: groupChatSeats.id, paymentId: groupChatSeats.paymentId })
    .from(groupChatSeats)
    .where(and(eq(groupChatSeats.groupChatId, chat.id), eq(groupChatSeats.status, 'held')));
  for (const seat of held) {
    await services.db.transaction(async (tx) => {
      if (!(await claimHoldVoid(tx, seat.paymentId, CANCELLED_REASON))) return;
      const [claimed] = await tx
        .update(groupChatSeats)
        .set({ status: 'voided' })
        .where(and(eq(groupChatSeats.id, seat.id), eq(groupChatSeats.status, 'held')))
        .returning({ fanUserId: groupChatSeats.fanUserId });
      if (!claimed) return;
      await tellSeatHolder(services, tx, {
        fanUserId: claimed.fanUserId,
        type: FAN_BELL_TYPES.groupChatCancelled,
        message: m.cancelledForFan(athleteName, chat.title),
        subject: m.emailSubject(chat.title),
        data: { groupChatId: chat.id, seatId: seat.id },
      });
    });
    await settleHeldPayment(services, seat.paymentId, log);
  }
}
