import {
  chatSettlement,
  chatsMessages,
  FAN_BELL_TYPES,
  type TChatOutcome,
  type TFanCallType,
} from '@fhp/domain';
import { chats, notifications, payments, simulatedOrders } from '../db/schema';
import { chatTimeText } from '../modules/chats/answer-chat';
import { bookSale, paymentSaleKey } from '../modules/purchases/book-sale';
import type { DbOrTx } from '../platform/db/database';
import { SIMULATED_HOLD_MS } from '../platform/payments/simulated-orders';
import { markDemoNotificationsSeen } from './seen-notifications';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type DemoChat = {
  /** The last hex digits of its fixed ids (chat, payment, order). */
  n: number;
  fan: 'fan' | 'manager';
  channel: TFanCallType;
  contact: string;
  minutes: number;
  /** When it was booked, hours ago. */
  bookedHoursAgo: number;
  proposedInHours: number[];
  note?: string;
} & (
  | { state: 'requested' }
  | { state: 'accepted'; startsInHours: number }
  | { state: 'held'; startedHoursAgo: number }
  | { state: 'settled'; startedHoursAgo: number; outcome: TChatOutcome; auto?: boolean }
);

/** At the demo athlete's chat rate ($2.00 a minute). */
const RATE_CENTS = 200;

/**
 * A chat in each state on the demo athlete's Fan Call Requests and the demo fan's chats: two
 * requests waiting for an answer (their money held), one accepted for the day after tomorrow,
 * one held two hours ago that the demo fan can rate now, and three settled, one for each
 * rating, so the royalty table can be seen at work.
 */
const DEMO_CHATS: DemoChat[] = [
  {
    n: 1,
    fan: 'fan',
    channel: 'WhatsApp',
    contact: '13055550199',
    minutes: 15,
    bookedHoursAgo: 2,
    proposedInHours: [26, 50],
    note: 'Would love tips on free throws before my tryout.',
    state: 'requested',
  },
  {
    n: 2,
    fan: 'manager',
    channel: 'Zoom',
    contact: 'manager@example.com',
    minutes: 20,
    bookedHoursAgo: 30,
    proposedInHours: [44],
    state: 'requested',
  },
  {
    n: 3,
    fan: 'fan',
    channel: 'Zoom',
    contact: 'fan@example.com',
    minutes: 10,
    bookedHoursAgo: 20,
    proposedInHours: [52],
    state: 'accepted',
    startsInHours: 52,
  },
  {
    // Held two hours ago and not rated yet: the demo fan can rate it now.
    n: 7,
    fan: 'fan',
    channel: 'Zoom',
    contact: 'fan@example.com',
    minutes: 10,
    bookedHoursAgo: 50,
    proposedInHours: [-2],
    state: 'held',
    startedHoursAgo: 2,
  },
  {
    n: 4,
    fan: 'fan',
    channel: 'Zoom',
    contact: 'fan@example.com',
    minutes: 15,
    bookedHoursAgo: 24 * 9,
    proposedInHours: [-24 * 6],
    state: 'settled',
    startedHoursAgo: 24 * 6,
    outcome: 'satisfactory',
  },
  {
    n: 5,
    fan: 'fan',
    channel: 'WhatsApp',
    contact: '13055550199',
    minutes: 10,
    bookedHoursAgo: 24 * 12,
    proposedInHours: [-24 * 10],
    state: 'settled',
    startedHoursAgo: 24 * 10,
    outcome: 'rude_or_short',
  },
  {
    n: 6,
    fan: 'manager',
    channel: 'Zoom',
    contact: 'manager@example.com',
    minutes: 20,
    bookedHoursAgo: 24 * 15,
    proposedInHours: [-24 * 13],
    state: 'settled',
    startedHoursAgo: 24 * 13,
    outcome: 'no_show',
  },
];

const hex = (prefix: string, n: number) =>
  `00000000-0000-4000-8000-${prefix}${n.toString(16).padStart(12 - prefix.length, '0')}`;
/** The fixed ids of a demo chat and its payment and simulated order (a re-run adds nothing). */
export const demoChatIds = (n: number) => ({
  chat: hex('c4a7', n),
  payment: hex('c4a8', n),
  order: hex('c4a9', n),
});

/**
 * Each demo chat with the money behind it as the product leaves it: a hold at the simulator
 * (its order authorised, so accepting and rating it in the running demo captures it for real),
 * or, for a settled chat, the hold captured for the rated share and the sale booked through
 * `bookSale`, as the capture would.
 */
export async function seedDemoChats(db: DbOrTx, ids: Record<string, string>) {
  const athlete = ids.athlete;
  if (!athlete) return;
  const now = Date.now();
  for (const demo of DEMO_CHATS) {
    const fanUserId = ids[demo.fan];
    if (!fanUserId) continue;
    const id = demoChatIds(demo.n);
    const priceCents = RATE_CENTS * demo.minutes;
    const bookedAt = new Date(now - demo.bookedHoursAgo * HOUR);
    const settled =
      demo.state === 'settled' ? chatSettlement('single_chat', priceCents, demo.outcome) : null;
    const authorizationId = `SIMAUTH-demo-${demo.n}`;
    const expiresAt = new Date(bookedAt.getTime() + SIMULATED_HOLD_MS);
    const capturedAt =
      demo.state === 'settled' ? new Date(now - (demo.startedHoursAgo - 2) * HOUR) : null;
    const [inserted] = await db
      .insert(payments)
      .values({
        id: id.payment,
        provider: 'local',
        providerOrderId: id.order,
        purpose: 'chat',
        intent: 'authorize',
        userId: fanUserId,
        amountCents: priceCents,
        status: settled ? 'captured' : 'authorized',
        authorizationId,
        authorizationExpiresAt: expiresAt,
        captureCents: settled?.chargedCents ?? null,
        captureId: settled ? `SIMCAP-demo-${demo.n}` : null,
        capturedAt,
        metadata: { description: `Demo chat ${demo.n}` },
        createdAt: bookedAt,
        updatedAt: capturedAt ?? bookedAt,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!inserted) continue;
    await db.insert(simulatedOrders).values({
      id: id.order,
      paymentId: id.payment,
      amountCents: priceCents,
      currency: 'USD',
      description: `Demo chat ${demo.n}`,
      status: settled ? 'captured' : 'authorized',
      intent: 'authorize',
      authorizationId,
      authorizationExpiresAt: expiresAt,
      capturedCents: settled?.chargedCents ?? null,
      captureId: settled ? `SIMCAP-demo-${demo.n}` : null,
      capturedAt,
      returnUrl: 'http://localhost/fan/chats/return',
      cancelUrl: 'http://localhost/athletes',
      createdAt: bookedAt,
    });
    const startsAt =
      demo.state === 'accepted'
        ? new Date(now + demo.startsInHours * HOUR)
        : demo.state === 'settled' || demo.state === 'held'
          ? new Date(now - demo.startedHoursAgo * HOUR)
          : null;
    let purchaseId: string | null = null;
    if (settled && demo.state === 'settled' && capturedAt) {
      const booked = await bookSale(db, {
        kind: 'single_chat',
        amountCents: priceCents,
        returnedCents: settled.returnedCents,
        chatOutcome: demo.outcome,
        idempotencyKey: paymentSaleKey({ id: id.payment }),
        description: `Single chat: ${demo.minutes} minutes`,
        athleteUserId: athlete,
        buyerUserId: fanUserId,
        paymentId: id.payment,
        itemId: id.chat,
        at: capturedAt,
      });
      purchaseId = booked.purchaseId;
      await markDemoNotificationsSeen(db, [booked.notificationId]);
    }
    await db.insert(chats).values({
      id: id.chat,
      athleteUserId: athlete,
      fanUserId,
      paymentId: id.payment,
      channel: demo.channel,
      contact: demo.contact,
      minutes: demo.minutes,
      rateCents: RATE_CENTS,
      priceCents,
      proposedTimes: demo.proposedInHours.map((h) => new Date(now + h * HOUR)),
      note: demo.note ?? null,
      status: demo.state === 'held' ? 'accepted' : demo.state,
      startsAt,
      answeredAt: startsAt ? new Date(bookedAt.getTime() + 3 * HOUR) : null,
      outcome: demo.state === 'settled' ? demo.outcome : null,
      ratedAt: capturedAt,
      purchaseId,
      createdAt: bookedAt,
      updatedAt: capturedAt ?? bookedAt,
    });
    // What the demo fan's bell says of their chats (read, but for the accepted one).
    if (demo.fan === 'fan' && demo.state !== 'requested') {
      const message =
        demo.state === 'accepted' || demo.state === 'held'
          ? chatsMessages.acceptedForFan('Jordan Rivera', chatTimeText(startsAt ?? new Date(now)))
          : chatsMessages.settledForFan(
              'Jordan Rivera',
              settled?.chargedCents ?? 0,
              settled?.returnedCents ?? 0,
            );
      await db.insert(notifications).values({
        userId: fanUserId,
        type: FAN_BELL_TYPES.chat,
        message,
        data: { chatId: id.chat },
        createdAt: capturedAt ?? new Date(bookedAt.getTime() + 3 * HOUR),
        readAt: demo.state === 'accepted' ? null : new Date(now - DAY),
      });
    }
  }
}
