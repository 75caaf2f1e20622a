import { chatSettlement, chatsMessages as m } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { athleteProfiles, chats, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';
import { type CaptureHandler, CaptureNotRecordable } from '../payments/capture-handlers';
import { announceSaleJob, bookSale, paymentSaleKey } from '../purchases/book-sale';
import { readChatBooking } from './chat-payment';
import { findChat } from './chat-rows';
import { tellChatAthlete, tellChatFan } from './tell-chat-fan';

/** The athlete still takes chats: active and not blocked (the hold is released otherwise). */
async function athleteStillActive(tx: Tx, athleteUserId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, athleteUserId),
        eq(users.blocked, false),
        eq(athleteProfiles.registrationStatus, 'active'),
      ),
    );
  return Boolean(row);
}

/**
 * A chat's payment, bound to the app's services (the fan's e-mails go through its Mailer, in the
 * payment's transactions):
 *
 * - `onAuthorized`: the money is held, so the request exists: the chat row, the athlete's bell;
 * - `onCaptured`: the hold was captured for the rated share: the sale is booked through
 *   `bookSale` (the rated shares, the return to the fan), the chat settled, the fan told;
 * - `onHoldClosed`: the hold ended with nothing taken (declined, expired, or its capture refused):
 *   the chat follows, and a refused capture tells the fan.
 */
export function chatCapture(services: AppServices): CaptureHandler {
  return {
    async onAuthorized(tx, payment) {
      const booking = readChatBooking(payment);
      if (!booking || !payment.userId) {
        throw new CaptureNotRecordable(`chat payment ${payment.id} cannot be read`);
      }
      if (!(await athleteStillActive(tx, booking.athleteUserId))) {
        throw new CaptureNotRecordable('the athlete no longer takes chats');
      }
      const [chat] = await tx
        .insert(chats)
        .values({
          athleteUserId: booking.athleteUserId,
          fanUserId: payment.userId,
          paymentId: payment.id,
          channel: booking.channel,
          contact: booking.contact,
          minutes: booking.minutes,
          rateCents: booking.rateCents,
          priceCents: payment.amountCents,
          proposedTimes: booking.proposedTimes.map((t) => new Date(t)),
          note: booking.note,
        })
        .onConflictDoNothing({ target: chats.paymentId })
        .returning({ id: chats.id });
      if (!chat) return;
      const row = await findChat(tx, eq(chats.id, chat.id));
      if (row)
        await tellChatAthlete(
          services,
          tx,
          row,
          m.requestedForAthlete(row.fanName, row.chat.minutes),
        );
    },

    async onCaptured(tx, payment) {
      const [chat] = await tx
        .select()
        .from(chats)
        .where(eq(chats.paymentId, payment.id))
        .for('update');
      // Only a rated chat is captured; anything else is money we cannot book: refunded.
      if (chat?.status !== 'settling' || !chat.outcome) {
        throw new CaptureNotRecordable(`chat payment ${payment.id} captured without a rating`);
      }
      const shares = chatSettlement('single_chat', chat.priceCents, chat.outcome);
      if ((payment.captureCents ?? payment.amountCents) !== shares.chargedCents) {
        throw new CaptureNotRecordable(`chat payment ${payment.id} captured another amount`);
      }
      const row = await findChat(tx, eq(chats.id, chat.id));
      const booked = await bookSale(tx, {
        kind: 'single_chat',
        amountCents: chat.priceCents,
        returnedCents: shares.returnedCents,
        chatOutcome: chat.outcome,
        idempotencyKey: paymentSaleKey(payment),
        description: `Single chat: ${chat.minutes} minutes with ${row?.fanName ?? 'a fan'}`,
        athleteUserId: chat.athleteUserId,
        buyerUserId: chat.fanUserId,
        paymentId: payment.id,
        itemId: chat.id,
      });
      await tx
        .update(chats)
        .set({ status: 'settled', purchaseId: booked.purchaseId, updatedAt: new Date() })
        .where(eq(chats.id, chat.id));
      await services.jobs.send(
        announceSaleJob,
        { idempotencyKey: paymentSaleKey(payment) },
        { db: tx },
      );
      if (row) {
        await tellChatFan(
          services,
          tx,
          row,
          m.settledForFan(row.athleteName, shares.chargedCents, shares.returnedCents),
          `Your chat with ${row.athleteName} is settled`,
        );
      }
    },

    async onHoldClosed(tx, payment) {
      const [chat] = await tx
        .select()
        .from(chats)
        .where(eq(chats.paymentId, payment.id))
        .for('update');
      if (!chat || chat.status === 'declined' || chat.status === 'expired') return;
      // Released without a decline or an expiry of ours: the provider refused the capture, or
      // the hold ran out before the chat was settled.
      await tx
        .update(chats)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(eq(chats.id, chat.id));
      const row = await findChat(tx, eq(chats.id, chat.id));
      if (!row) return;
      await tellChatFan(
        services,
        tx,
        row,
        m.failedForFan(row.athleteName),
        `Your chat with ${row.athleteName}: nothing was charged`,
      );
    },
  };
}
