import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupChatSeats,
  notifications,
  payments,
  purchases,
  simulatedOrders,
} from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { signedInUser } from '../../test/factories';
import { ledgerTransactionsFor } from '../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInFan } from '../pizza-money/pizza-test-helpers';
import { runGroupChatJob } from './group-chat-job';
import { groupChatApi, moveGroupChat } from './group-chat-test-helpers';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const HOUR = 3600_000;

describe('group chats', () => {
  let t: TestApp;
  let api: ReturnType<typeof groupChatApi>;
  let athlete: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    api = groupChatApi(t);
    athlete = await signedInUser(t.services.db, { firstName: 'Ava', lastName: 'Stone' });
    other = await signedInUser(t.services.db);
  });
  afterAll(() => t.close());

  const seatRow = async (id: string) =>
    (await t.services.db.select().from(groupChatSeats).where(eq(groupChatSeats.id, id)))[0];
  const paymentRow = async (id: string) =>
    (await t.services.db.select().from(payments).where(eq(payments.id, id)))[0];

  it('schedules a group chat and refuses bad input with the catalogue messages', async () => {
    const id = await api.schedule(athlete.cookie);
    const mine = (await api.mine(athlete.cookie)).json().items;
    expect(mine.find((c: { id: string }) => c.id === id)).toMatchObject({
      seatsSold: 0,
      canCancel: true,
      canEditPrice: true,
    });
    const bad = async (body: object, field: string, message: string) => {
      const res = await api.create(athlete.cookie, {
        title: 'x',
        startsAt: new Date(Date.now() + HOUR).toISOString(),
        minutes: 30,
        seatCents: 2000,
        seats: 5,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
      return field;
    };
    await bad({ seats: 101 }, 'seats', 'Choose 1 to 100 seats.');
    await bad({ seats: 0 }, 'seats', 'Choose 1 to 100 seats.');
    await bad({ seatCents: 50 }, 'seatCents', 'Choose a seat price');
    await bad({ minutes: 500 }, 'minutes', 'whole minutes');
    await bad({ title: ' ' }, 'title', 'Enter a title.');
    await bad({ startsAt: new Date(Date.now() - HOUR).toISOString() }, 's', 'in the future');
    await bad(
      { startsAt: new Date(Date.now() + 15 * 24 * HOUR).toISOString() },
      's',
      'within the next 14 days',
    );
    // A fan cannot schedule; another athlete cannot cancel or edit it.
    const fan = await signedInFan(t.services.db);
    expect((await api.create(fan.cookie, {})).statusCode).toBe(403);
    expect((await api.cancel(other.cookie, id)).statusCode).toBe(404);
    expect((await api.update(other.cookie, id, { title: 'Mine' })).statusCode).toBe(404);
  });

  it('sells a held seat at the server price, lists it, and refuses a second seat', async () => {
    const id = await api.schedule(athlete.cookie, { seatCents: 2500 });
    const fan = await signedInFan(t.services.db);
    const started = await api.buy(fan.cookie, id, { amountCents: 1, seatCents: 1 });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().amountCents).toBe(2500);
    await api.approve(started.json().approveUrl);
    const held = await api.hold(fan.cookie, started.json().paymentId);
    expect(held.statusCode, held.body).toBe(200);
    expect(await paymentRow(started.json().paymentId)).toMatchObject({
      status: 'authorized',
      amountCents: 2500,
    });
    expect(await ledgerTransactionsFor(t.services.db, started.json().paymentId)).toBe(0);
    const seats = (await api.seats(fan.cookie)).json().items;
    expect(seats[0]).toMatchObject({ groupChatId: id, status: 'held', canRate: false });
    const again = await api.buy(fan.cookie, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You already hold a seat in this group chat.');
    // Price and seats are locked once sold; the title is not.
    const locked = await api.update(athlete.cookie, id, { seatCents: 3000 });
    expect(locked.statusCode).toBe(409);
    expect((await api.update(athlete.cookie, id, { title: 'Renamed' })).statusCode).toBe(200);
    expect((await api.update(athlete.cookie, id, {})).statusCode).toBe(200);
    expect((await api.mine(athlete.cookie)).json().items).toContainEqual(
      expect.objectContaining({ id, seatsSold: 1, canEditPrice: false, title: 'Renamed' }),
    );
    const upcoming = (
      await api.upcoming(`?athleteNumber=${athlete.user.athlete?.athleteNumber}`)
    ).json();
    expect(upcoming.items).toContainEqual(expect.objectContaining({ id, seatsLeft: 4 }));
    // Its own athlete cannot buy a seat (as a fan route, an athlete is refused anyway).
    expect((await api.buy(athlete.cookie, id)).statusCode).toBe(403);
  });

  it('refuses a seat when the chat is full (a checkout holds its seat)', async () => {
    const id = await api.schedule(athlete.cookie, { seats: 1 });
    const first = await signedInFan(t.services.db);
    const second = await signedInFan(t.services.db);
    expect((await api.buy(first.cookie, id)).statusCode).toBe(201);
    const full = await api.buy(second.cookie, id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(
      'This group chat is full: every seat is sold or in a checkout.',
    );
    // An abandoned checkout stops holding the seat after 30 minutes.
    await t.services.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payments.userId, first.user.id));
    expect((await api.buy(second.cookie, id)).statusCode).toBe(201);
  });

  it('cancels: every held seat released, nothing booked, each fan told by bell and e-mail', async () => {
    const id = await api.schedule(athlete.cookie);
    const fans = [await signedInFan(t.services.db), await signedInFan(t.services.db)];
    const seats = [];
    for (const fan of fans) seats.push(await api.takeSeat(fan.cookie, id));
    const res = await api.cancel(athlete.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().groupChat).toMatchObject({ status: 'cancelled', canCancel: false });
    for (const [i, seat] of seats.entries()) {
      expect((await seatRow(seat.seatId))?.status).toBe('voided');
      expect((await paymentRow(seat.paymentId))?.status).toBe('voided');
      const [order] = await t.services.db
        .select()
        .from(simulatedOrders)
        .where(eq(simulatedOrders.paymentId, seat.paymentId));
      expect(order?.status).toBe('voided');
      expect(await ledgerTransactionsFor(t.services.db, seat.paymentId)).toBe(0);
      const bell = await t.services.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, fans[i]?.user.id ?? ''));
      expect(bell.map((n) => n.type)).toContain('group-chat-cancelled');
    }
    expect((await api.cancel(athlete.cookie, id)).statusCode).toBe(409);
    expect((await api.buy(fans[0]?.cookie ?? '', id)).statusCode).toBe(409);
    expect((await api.upcoming()).json().items.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('settles a no-show seat: athlete 23 %, platform 12 %, 65 % never charged; wallet and ledger agree', async () => {
    const rated = await signedInUser(t.services.db);
    const id = await api.schedule(rated.cookie, { seatCents: 10_000 });
    const fan = await signedInFan(t.services.db);
    const intruder = await signedInFan(t.services.db);
    const { seatId, paymentId } = await api.takeSeat(fan.cookie, id);
    // Before it ended: refused.
    const early = await api.rate(fan.cookie, seatId, 'no_show');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toContain('has not happened yet');
    await moveGroupChat(t.services.db, id, new Date(Date.now() - 2 * HOUR));
    expect((await api.rate(intruder.cookie, seatId, 'no_show')).statusCode).toBe(404);
    expect((await api.rate(fan.cookie, seatId, 'great')).statusCode).toBe(400);
    const res = await api.rate(fan.cookie, seatId, 'no_show');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().seat).toMatchObject({
      status: 'settled',
      settlement: {
        outcome: 'no_show',
        priceCents: 10_000,
        athleteCents: 2300,
        platformCents: 1200,
        returnedCents: 6500,
        chargedCents: 3500,
      },
    });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'captured', captureCents: 3500 });
    const [sale] = await t.services.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentId, paymentId));
    expect(sale).toMatchObject({ kind: 'group_chat', amountCents: 10_000, returnedCents: 6500 });
    expect(await walletBalance(t.services.db, rated.user.id)).toBe(2300);
    expect(await checkLedger(t.services.db)).toEqual([]);
    const again = await api.rate(fan.cookie, seatId, 'satisfactory');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This seat is already rated.');
    const bell = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fan.user.id));
    expect(bell.map((n) => n.type)).toContain('group-chat-settled');
    expect((await api.mine(rated.cookie)).json().items[0]).toMatchObject({
      seatsSettled: 1,
      earnedCents: 2300,
    });
  });

  it('reminds seat holders once, and settles unrated seats as satisfactory after the window', async () => {
    const host = await signedInUser(t.services.db);
    const id = await api.schedule(host.cookie, { seatCents: 10_000 });
    const fan = await signedInFan(t.services.db);
    const { seatId, paymentId } = await api.takeSeat(fan.cookie, id);
    await moveGroupChat(t.services.db, id, new Date(Date.now() + 10 * 60_000));
    await runGroupChatJob(t.services, log);
    await runGroupChatJob(t.services, log);
    const reminders = (
      await t.services.db.select().from(notifications).where(eq(notifications.userId, fan.user.id))
    ).filter((n) => n.type === 'group-chat-starting');
    expect(reminders).toHaveLength(1);
    // The window closes 72 hours after the end; still open: nothing settles.
    await moveGroupChat(t.services.db, id, new Date(Date.now() - 71 * HOUR));
    await runGroupChatJob(t.services, log);
    expect((await seatRow(seatId))?.status).toBe('held');
    await moveGroupChat(t.services.db, id, new Date(Date.now() - 73 * HOUR));
    const late = await api.rate(fan.cookie, seatId, 'no_show');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain('rating window');
    await runGroupChatJob(t.services, log);
    expect(await seatRow(seatId)).toMatchObject({
      status: 'settled',
      outcome: 'satisfactory',
      ratedBy: 'auto',
    });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'captured', captureCents: 10_000 });
    expect(await walletBalance(t.services.db, host.user.id)).toBe(8800);
    expect(await checkLedger(t.services.db)).toEqual([]);
  });
});
