import {
  FAN_BELL_TYPES,
  GROUP_CHAT_SEAT_PURPOSE,
  groupChatsMessages as m,
  type TChatOutcome,
  type TGroupChatSeatHeld,
} from '@fhp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { groupChatSeats, groupChats, payments } from '../../db/schema';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import {
  type CaptureHandler,
  CaptureNotRecordable,
  type PaymentLog,
} from '../payments/capture-handlers';
import { capturePayment } from '../payments/capture-payment';
import { announceSaleJob, bookSale, paymentSaleKey } from '../purchases/book-sale';
import { SOLD_SEAT_STATUSES } from './group-chat-rows';
import { lockGroupChat } from './reserve-seat';
import { tellSeatHolder } from './tell-seat-holder';

/**
 * A seat's payment (GROUP_CHAT_SEAT_PURPOSE), whoever records it (the fan's return, the
 * reconciliation job, a PayPal webhook):
 * - `onAuthorized`: the seat exists exactly when the money is held, under the chat's lock; a
 *   chat cancelled, started or full by then refuses it (the hold is released).
 * - `onCaptured`: the sale booked through `bookSale` at the seat's price with its rating's
 *   return, the seat settled, the fan told.
 * - `onHoldClosed`: released (a cancellation) or refused by the provider: the seat follows.
 */
export function groupChatSeatCapture(services: AppServices): CaptureHandler {
  return {
    async onAuthorized(tx, payment) {
      const groupChatId = payment.metadata.groupChatId;
      if (typeof groupChatId !== 'string' || !payment.userId) {
        throw new CaptureNotRecordable(`seat payment ${payment.id} cannot be read`);
      }
      const chat = await lockGroupChat(tx, groupChatId);
      if (chat.status !== 'scheduled' || chat.startsAt <= new Date()) {
        throw new CaptureNotRecordable(m.notOnSale);
      }
      const [sold] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(groupChatSeats)
        .where(
          and(
            eq(groupChatSeats.groupChatId, chat.id),
            inArray(groupChatSeats.status, [...SOLD_SEAT_STATUSES]),
          ),
        );
      if (Number(sold?.n ?? 0) >= chat.seats) throw new CaptureNotRecordable(m.full);
      const [seat] = await tx
        .insert(groupChatSeats)
        .values({
          groupChatId: chat.id,
          fanUserId: payment.userId,
          paymentId: payment.id,
          priceCents: payment.amountCents,
        })
        .onConflictDoNothing()
        .returning({ id: groupChatSeats.id });
      if (!seat) throw new CaptureNotRecordable(m.alreadySeated);
    },

    async onCaptured(tx, payment) {
      const [row] = await tx
        .select({ seat: groupChatSeats, chat: groupChats })
        .from(groupChatSeats)
        .innerJoin(groupChats, eq(groupChats.id, groupChatSeats.groupChatId))
        .where(eq(groupChatSeats.paymentId, payment.id));
      if (!row?.seat.outcome) {
        throw new CaptureNotRecordable(`seat of payment ${payment.id} is not rated`);
      }
      const { seat, chat } = row;
      const booked = await bookSale(tx, {
        kind: 'group_chat',
        amountCents: seat.priceCents,
        idempotencyKey: paymentSaleKey(payment),
        description: `Group chat seat: ${chat.title}`,
        athleteUserId: chat.athleteUserId,
        buyerUserId: payment.userId,
        paymentId: payment.id,
        itemId: chat.id,
        chatOutcome: seat.outcome as TChatOutcome,
        returnedCents: seat.returnedCents ?? 0,
      });
      if (booked.replayed) return;
      await tx
        .update(groupChatSeats)
        .set({ status: 'settled', purchaseId: booked.purchaseId })
        .where(eq(groupChatSeats.id, seat.id));
      await tellSeatHolder(services, tx, {
        fanUserId: seat.fanUserId,
        type: FAN_BELL_TYPES.groupChatSettled,
        message: m.settledForFan(chat.title, seat.chargedCents ?? 0, seat.returnedCents ?? 0),
        subject: m.emailSubject(chat.title),
        data: { groupChatId: chat.id, seatId: seat.id, purchaseId: booked.purchaseId },
      });
      await services.jobs.send(
        announceSaleJob,
        { idempotencyKey: paymentSaleKey(payment) },
        { db: tx },
      );
    },

    async onHoldClosed(tx, payment) {
      await tx
        .update(groupChatSeats)
        .set({ status: payment.status === 'voided' ? 'voided' : 'failed' })
        .where(
          and(
            eq(groupChatSeats.paymentId, payment.id),
            inArray(groupChatSeats.status, ['held', 'settling']),
          ),
        );
    },
  };
}

/**
 * The fan is back from the checkout: hold the money (or read the earlier hold) and answer the
 * seat it made. Another fan's payment or one of another purpose is a 404.
 */
export async function holdSeat(
  services: AppServices,
  fanUserId: string,
  paymentId: string,
  log: PaymentLog,
): Promise<TGroupChatSeatHeld> {
  const [payment] = await services.db
    .select({ purpose: payments.purpose })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, fanUserId)));
  if (payment?.purpose !== GROUP_CHAT_SEAT_PURPOSE) throw notFound(m.paymentNotFound);
  const held = await capturePayment(services, paymentId, { userId: fanUserId, log });
  const [seat] = await services.db
    .select({ id: groupChatSeats.id })
    .from(groupChatSeats)
    .where(eq(groupChatSeats.paymentId, held.id));
  if (!seat) throw conflict(m.notOnSale);
  return { outcome: 'held', seatId: seat.id, message: m.seatHeld };
}
