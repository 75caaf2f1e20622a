import {
  GROUP_CHAT_PATHS,
  GROUP_CHAT_SEAT_PURPOSE,
  groupChatsMessages as m,
  type TPaymentRequired,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { groupChats } from '../../db/schema';
import { notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { startPayment } from '../payments/start-payment';
import { reserveSeat } from './reserve-seat';

/**
 * A fan buys a seat: priced by the server (the chat's seat price, read under its lock, so an edit
 * cannot slip between), reserved under the chat's lock, and a checkout that only holds the money.
 */
export async function buySeat(
  services: AppServices,
  fanUserId: string,
  groupChatId: string,
): Promise<TPaymentRequired> {
  const [chat] = await services.db
    .select({ title: groupChats.title, athleteUserId: groupChats.athleteUserId })
    .from(groupChats)
    .where(eq(groupChats.id, groupChatId));
  if (!chat) throw notFound(m.notFound);
  let seatCents = 0;
  const started = await startPayment(services, {
    purpose: GROUP_CHAT_SEAT_PURPOSE,
    userId: fanUserId,
    amountCents: 1,
    description: `Group chat seat: ${chat.title}`,
    returnPath: GROUP_CHAT_PATHS.checkoutReturn,
    cancelPath: GROUP_CHAT_PATHS.publicList,
    intent: 'authorize',
    metadata: { groupChatId, athleteUserId: chat.athleteUserId },
    reserve: async (tx) => {
      seatCents = (await reserveSeat(tx, { groupChatId, fanUserId, now: new Date() })).seatCents;
    },
    // The seat's price as read under the chat's lock (the 1 above is never charged).
    priceUnderLock: async () => seatCents,
  });
  return {
    outcome: 'payment_required',
    paymentId: started.paymentId,
    approveUrl: started.approveUrl,
    amountCents: started.amountCents,
    currency: 'USD',
    message: m.checkoutStarted,
  };
}
