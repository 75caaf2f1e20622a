import { chatSettlement, GROUP_CHAT_SEAT_PURPOSE, type TChatOutcome } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { groupChatSeats, groupChats, payments, simulatedOrders } from '../db/schema';
import { bookSale, paymentSaleKey } from '../modules/purchases/book-sale';
import type { DbOrTx } from '../platform/db/database';
import { markDemoNotificationsSeen } from './seen-notifications';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type DemoSeat = { fan: string; outcome?: TChatOutcome };
type DemoGroupChat = {
  title: string;
  startsIn: number;
  minutes: number;
  seatCents: number;
  seats: number;
  taken: DemoSeat[];
};

/**
 * The demo athlete's group chats (issue 36): one upcoming with seats held (the fan's and the
 * manager's money held at the simulator, so cancelling it in the demo releases real holds), and
 * one past and settled (a satisfactory seat and a rude-or-short one), booked through `bookSale`
 * so the wallet shows group chat earnings and the GroupChat trending tab counts them.
 */
const DEMO_GROUP_CHATS: DemoGroupChat[] = [
  {
    title: 'Game film Q&A',
    startsIn: 3 * DAY,
    minutes: 45,
    seatCents: 1500,
    seats: 12,
    taken: [{ fan: 'fan' }, { fan: 'manager' }],
  },
  {
    title: 'Preseason hangout',
    startsIn: -10 * DAY,
    minutes: 30,
    seatCents: 1000,
    seats: 8,
    taken: [
      { fan: 'fan', outcome: 'satisfactory' },
      { fan: 'manager', outcome: 'rude_or_short' },
    ],
  },
];

export async function seedDemoGroupChats(db: DbOrTx, ids: Record<string, string>) {
  const athleteUserId = ids.athlete;
  if (!athleteUserId) return;
  const now = Date.now();
  for (const demo of DEMO_GROUP_CHATS) {
    const [existing] = await db
      .select({ id: groupChats.id })
      .from(groupChats)
      .where(and(eq(groupChats.athleteUserId, athleteUserId), eq(groupChats.title, demo.title)));
    if (existing) continue;
    // Upcoming: the next whole hour that far ahead; past: as it was held.
    const startsAt = new Date(Math.ceil((now + demo.startsIn) / HOUR) * HOUR);
    const [chat] = await db
      .insert(groupChats)
      .values({
        athleteUserId,
        title: demo.title,
        startsAt,
        minutes: demo.minutes,
        seatCents: demo.seatCents,
        seats: demo.seats,
        createdAt: new Date(Math.min(now, startsAt.getTime()) - 2 * DAY),
        remindedAt: demo.startsIn < 0 ? startsAt : null,
      })
      .returning();
    if (!chat) throw new Error('demo group chat insert returned nothing');
    for (const seat of demo.taken) {
      const fanUserId = ids[seat.fan];
      if (fanUserId) await seedSeat(db, chat, fanUserId, seat.outcome);
    }
  }
}

async function seedSeat(
  db: DbOrTx,
  chat: typeof groupChats.$inferSelect,
  fanUserId: string,
  outcome: TChatOutcome | undefined,
) {
  const boughtAt = new Date(chat.createdAt.getTime() + HOUR);
  const paymentId = crypto.randomUUID();
  const orderId = crypto.randomUUID();
  const authorizationId = `SIMAUTH-demo-${paymentId}`;
  const expiresAt = new Date(boughtAt.getTime() + 29 * DAY);
  const shares = outcome ? chatSettlement('group_chat', chat.seatCents, outcome) : null;
  const settledAt = new Date(chat.startsAt.getTime() + (chat.minutes + 60) * 60_000);
  const [payment] = await db
    .insert(payments)
    .values({
      id: paymentId,
      provider: 'local',
      providerOrderId: orderId,
      purpose: GROUP_CHAT_SEAT_PURPOSE,
      userId: fanUserId,
      amountCents: chat.seatCents,
      currency: 'USD',
      intent: 'authorize',
      status: shares ? 'captured' : 'authorized',
      authorizationId,
      authorizationExpiresAt: expiresAt,
      captureCents: shares?.chargedCents ?? null,
      captureId: shares ? `demo-capture-group-chat-${paymentId}` : null,
      capturedAt: shares ? settledAt : null,
      createdAt: boughtAt,
      updatedAt: shares ? settledAt : boughtAt,
      metadata: {
        description: `Group chat seat: ${chat.title}`,
        groupChatId: chat.id,
        athleteUserId: chat.athleteUserId,
      },
    })
    .returning();
  if (!payment) throw new Error('demo seat payment insert returned nothing');
  await db.insert(simulatedOrders).values({
    id: orderId,
    paymentId,
    amountCents: chat.seatCents,
    currency: 'USD',
    description: `Group chat seat: ${chat.title}`,
    status: shares ? 'captured' : 'authorized',
    intent: 'authorize',
    authorizationId,
    authorizationExpiresAt: expiresAt,
    captureId: payment.captureId,
    capturedCents: shares?.chargedCents ?? null,
    capturedAt: payment.capturedAt,
    returnUrl: '/',
    cancelUrl: '/',
    createdAt: boughtAt,
  });
  const booked = shares
    ? await bookSale(db, {
        kind: 'group_chat',
        amountCents: chat.seatCents,
        idempotencyKey: paymentSaleKey(payment),
        description: `Group chat seat: ${chat.title}`,
        athleteUserId: chat.athleteUserId,
        buyerUserId: fanUserId,
        paymentId,
        itemId: chat.id,
        chatOutcome: outcome,
        returnedCents: shares.returnedCents,
        at: settledAt,
      })
    : null;
  await markDemoNotificationsSeen(db, [booked?.notificationId]);
  await db.insert(groupChatSeats).values({
    groupChatId: chat.id,
    fanUserId,
    paymentId,
    priceCents: chat.seatCents,
    status: shares ? 'settled' : 'held',
    outcome: outcome ?? null,
    ratedBy: shares ? 'fan' : null,
    ratedAt: shares ? settledAt : null,
    returnedCents: shares?.returnedCents ?? null,
    chargedCents: shares?.chargedCents ?? null,
    purchaseId: booked?.purchaseId ?? null,
    createdAt: boughtAt,
  });
}
