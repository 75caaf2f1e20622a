import {
  chatSettlement,
  groupChatsMessages as m,
  type TChatOutcome,
  type TGroupChatRatedResponse,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { groupChatSeats, groupChats } from '../../db/schema';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import type { PaymentLog } from '../payments/capture-handlers';
import { claimHoldCapture, settleHeldPayment } from '../payments/hold-payment';
import { fanSeatViews, ratingWindow } from './group-chat-rows';

/**
 * Settles one seat at `outcome`: in one transaction the seat rated and its hold claimed for the
 * charged part (`chatSettlement`: the price less what goes back to the fan), then the capture,
 * whose `onCaptured` books the sale. The payment's lock is taken before the seat's row is
 * written, the order a capture takes them in. A seat no longer held is a 409.
 */
export async function settleSeat(
  services: AppServices,
  seatId: string,
  outcome: TChatOutcome,
  ratedBy: 'fan' | 'auto',
  log: PaymentLog,
  now = new Date(),
) {
  const paymentId = await services.db.transaction(async (tx) => {
    const [seat] = await tx.select().from(groupChatSeats).where(eq(groupChatSeats.id, seatId));
    if (!seat) throw notFound(m.seatNotFound);
    if (seat.status !== 'held') throw conflict(m.alreadyRated);
    const shares = chatSettlement('group_chat', seat.priceCents, outcome);
    await claimHoldCapture(tx, seat.paymentId, shares.chargedCents);
    const [rated] = await tx
      .update(groupChatSeats)
      .set({
        status: 'settling',
        outcome,
        ratedBy,
        ratedAt: now,
        returnedCents: shares.returnedCents,
        chargedCents: shares.chargedCents,
      })
      .where(and(eq(groupChatSeats.id, seatId), eq(groupChatSeats.status, 'held')))
      .returning({ paymentId: groupChatSeats.paymentId });
    if (!rated) throw conflict(m.alreadyRated);
    return rated.paymentId;
  });
  await settleHeldPayment(services, paymentId, log);
}

/**
 * The fan rates their seat: after the chat's end, within the window, once. Another fan's seat
 * is a 404.
 */
export async function rateSeat(
  services: AppServices,
  fanUserId: string,
  seatId: string,
  outcome: TChatOutcome,
  log: PaymentLog,
  now = new Date(),
): Promise<TGroupChatRatedResponse> {
  const [row] = await services.db
    .select({ seat: groupChatSeats, chat: groupChats })
    .from(groupChatSeats)
    .innerJoin(groupChats, eq(groupChats.id, groupChatSeats.groupChatId))
    .where(and(eq(groupChatSeats.id, seatId), eq(groupChatSeats.fanUserId, fanUserId)));
  if (!row) throw notFound(m.seatNotFound);
  if (row.seat.status !== 'held') throw conflict(m.alreadyRated);
  if (row.chat.status !== 'scheduled') throw conflict(m.notOnSale);
  const window = ratingWindow(row.chat, now);
  if (window.closed) throw conflict(m.ratingClosed);
  if (!window.open) throw conflict(m.notYetHeld);
  await settleSeat(services, seatId, outcome, 'fan', log, now);
  const [seat] = await fanSeatViews(services.db, fanUserId, seatId);
  if (!seat) throw notFound(m.seatNotFound);
  return { message: m.rated, seat };
}
