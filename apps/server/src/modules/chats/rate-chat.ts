import {
  chatRatingClosesAt,
  chatSettlement,
  chatsMessages as m,
  type TChatActionResponse,
  type TChatOutcome,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { chats } from '../../db/schema';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import type { PaymentLog } from '../payments/capture-handlers';
import { claimHoldCapture, settleHeldPayment } from '../payments/hold-payment';
import { findChat, toChatItem } from './chat-rows';

/**
 * Settles an accepted chat with an outcome: the rating and the hold's capture for the rated
 * share (`chatSettlement`) commit together, then the provider is asked; the capture's record
 * books the sale (chat-capture.ts). `fanUserId` (the fan's rating) must be the chat's fan and
 * inside the window; without it (the window closed unrated) the outcome is satisfactory.
 */
export async function settleChat(
  services: AppServices,
  chatId: string,
  rating: { fanUserId: string; outcome: TChatOutcome } | { auto: true },
  log: PaymentLog,
  now = new Date(),
) {
  const paymentId = await services.db.transaction(async (tx) => {
    const fanOnly = 'fanUserId' in rating ? eq(chats.fanUserId, rating.fanUserId) : undefined;
    const [chat] = await tx
      .select()
      .from(chats)
      .where(and(eq(chats.id, chatId), fanOnly))
      .for('update');
    if (!chat) throw notFound(m.chatNotFound);
    if (chat.outcome !== null || chat.status === 'settling' || chat.status === 'settled') {
      throw conflict(m.alreadyRated);
    }
    if (chat.status !== 'accepted' || !chat.startsAt) throw conflict(m.notYetHeld);
    const closes = chatRatingClosesAt(chat.startsAt, chat.minutes);
    if ('fanUserId' in rating) {
      if (chat.startsAt.getTime() > now.getTime()) throw conflict(m.notYetHeld);
      if (now.getTime() >= closes.getTime()) throw conflict(m.ratingClosed);
    } else if (now.getTime() < closes.getTime()) {
      return null;
    }
    const outcome = 'outcome' in rating ? rating.outcome : 'satisfactory';
    const { chargedCents } = chatSettlement('single_chat', chat.priceCents, outcome);
    await tx
      .update(chats)
      .set({
        status: 'settling',
        outcome,
        autoRated: !('fanUserId' in rating),
        ratedAt: now,
        updatedAt: new Date(),
      })
      .where(eq(chats.id, chatId));
    await claimHoldCapture(tx, chat.paymentId, chargedCents);
    return chat.paymentId;
  });
  if (paymentId) await settleHeldPayment(services, paymentId, log);
  return paymentId;
}

/** The fan rates their chat after its time, within 72 hours. */
export async function rateChat(
  services: AppServices,
  fanUserId: string,
  chatId: string,
  outcome: TChatOutcome,
  log: PaymentLog,
): Promise<TChatActionResponse> {
  await settleChat(services, chatId, { fanUserId, outcome }, log);
  const row = await findChat(services.db, eq(chats.id, chatId));
  if (!row) throw notFound(m.chatNotFound);
  return { message: m.rated, chat: toChatItem(row) };
}
