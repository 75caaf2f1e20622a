import { chatsMessages as m, messages, type TChatBookedResponse } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { chats, payments } from '../../db/schema';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import type { PaymentLog } from '../payments/capture-handlers';
import { capturePayment } from '../payments/capture-payment';
import { CHAT_PURPOSE } from './chat-payment';

/**
 * The fan is back from the checkout: hold their approved money (or read the hold made before)
 * and answer the chat request it made. Another fan's payment, or one of another purpose, is 404.
 */
export async function holdChat(
  services: AppServices,
  fanUserId: string,
  paymentId: string,
  log: PaymentLog,
): Promise<TChatBookedResponse> {
  const [payment] = await services.db
    .select({ purpose: payments.purpose })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, fanUserId)));
  if (payment?.purpose !== CHAT_PURPOSE) throw notFound(m.paymentNotFound);
  await capturePayment(services, paymentId, { userId: fanUserId, log });
  const [chat] = await services.db
    .select({ id: chats.id })
    .from(chats)
    .where(eq(chats.paymentId, paymentId));
  // Held but not booked (the athlete stopped taking chats): the hold was released.
  if (!chat) throw conflict(messages.payments.notOpen);
  return { outcome: 'requested', chatId: chat.id, message: m.requested };
}
