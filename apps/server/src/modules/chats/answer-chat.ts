import { chatsMessages as m, type TChatActionResponse } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { chats } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import type { PaymentLog } from '../payments/capture-handlers';
import { claimHoldVoid, settleHeldPayment } from '../payments/hold-payment';
import { checkChatTime } from './book-chat';
import { findChat, toChatItem } from './chat-rows';
import { tellChatFan } from './tell-chat-fan';

/** The athlete's own chat, locked; another athlete's is a 404 (ids are not to be probed). */
async function lockOwnChat(tx: Tx, athleteUserId: string, chatId: string) {
  const [chat] = await tx
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.athleteUserId, athleteUserId)))
    .for('update');
  if (!chat) throw notFound(m.chatNotFound);
  if (chat.status !== 'requested') throw conflict(m.notRequested);
  return chat;
}

/** Formats a chat's time for the fan's message, in UTC with the zone said (e-mails have no zone). */
export const chatTimeText = (at: Date) =>
  `${at.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

/** Accepts a requested chat at a time within the schedule window; the fan is told. */
export async function acceptChat(
  services: AppServices,
  athleteUserId: string,
  chatId: string,
  startsAtIso: string,
): Promise<TChatActionResponse> {
  const startsAt = checkChatTime(startsAtIso);
  const row = await services.db.transaction(async (tx) => {
    await lockOwnChat(tx, athleteUserId, chatId);
    await tx
      .update(chats)
      .set({ status: 'accepted', startsAt, answeredAt: new Date(), updatedAt: new Date() })
      .where(eq(chats.id, chatId));
    const accepted = await findChat(tx, eq(chats.id, chatId));
    if (!accepted) throw notFound(m.chatNotFound);
    await tellChatFan(
      services,
      tx,
      accepted,
      m.acceptedForFan(accepted.athleteName, chatTimeText(startsAt)),
      `${accepted.athleteName} accepted your chat`,
    );
    return accepted;
  });
  return { message: m.accepted, chat: toChatItem(row) };
}

/**
 * Ends a requested chat without it happening (the athlete declined, or the request expired): the
 * hold's release is claimed with the chat's change and the fan's message, then asked of the
 * provider (the reconciliation retries it if the provider does not answer now).
 */
export async function endRequestedChat(
  services: AppServices,
  chatId: string,
  end: { status: 'declined' | 'expired'; athleteUserId?: string },
  log: PaymentLog,
) {
  const row = await services.db.transaction(async (tx) => {
    const chat = end.athleteUserId
      ? await lockOwnChat(tx, end.athleteUserId, chatId)
      : (await tx.select().from(chats).where(eq(chats.id, chatId)).for('update'))[0];
    if (chat?.status !== 'requested') return null;
    await tx
      .update(chats)
      .set({ status: end.status, answeredAt: new Date(), updatedAt: new Date() })
      .where(eq(chats.id, chatId));
    await claimHoldVoid(tx, chat.paymentId, `chat ${end.status}`);
    const ended = await findChat(tx, eq(chats.id, chatId));
    if (!ended) return null;
    const message =
      end.status === 'declined'
        ? m.declinedForFan(ended.athleteName)
        : m.expiredForFan(ended.athleteName);
    await tellChatFan(services, tx, ended, message, `Your chat with ${ended.athleteName}`);
    return ended;
  });
  if (row) await settleHeldPayment(services, row.chat.paymentId, log);
  return row;
}

export async function declineChat(
  services: AppServices,
  athleteUserId: string,
  chatId: string,
  log: PaymentLog,
): Promise<TChatActionResponse> {
  const row = await endRequestedChat(services, chatId, { status: 'declined', athleteUserId }, log);
  if (!row) throw conflict(m.notRequested);
  return { message: m.declined, chat: toChatItem(row) };
}
