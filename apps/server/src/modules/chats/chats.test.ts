import { chatsMessages as m } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chats,
  emailOutbox,
  notifications,
  payments,
  purchases,
  simulatedOrders,
} from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import { checkLedger } from '../../platform/ledger/ledger-check';
import { createFan, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { upkeepChats } from './chat-upkeep';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

describe('one-on-one chats: held at booking, settled by the rating', () => {
  let t: TestApp;
  let athlete: Awaited<ReturnType<typeof signedInUser>>;
  let athleteNumber: number;
  let fanCookie: string;
  let fanId: string;
  let otherFanCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    // $2.00 a minute: a 50-minute chat is $100.
    athlete = await signedInUser(t.services.db, { chatRateCents: 200, firstName: 'Ava' });
    athleteNumber = athlete.user.athlete?.athleteNumber ?? 0;
    const fan = await createFan(t.services.db, { firstName: 'Frankie' });
    fanId = fan.id;
    fanCookie = await sessionCookie(t.services.db, fan.id);
    otherFanCookie = await sessionCookie(t.services.db, (await createFan(t.services.db)).id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
  const booking = (over: object = {}) => ({
    athleteNumber,
    channel: 'Zoom',
    contact: 'Frankie@Example.com',
    minutes: 50,
    proposedTimes: [inHours(48), inHours(24)],
    ...over,
  });

  /** Book, approve at the simulator, come back: the money is held and the request made. */
  async function bookHeld(over: object = {}) {
    const started = await call('POST', '/api/fan/chats', fanCookie, booking(over));
    expect(started.statusCode, started.body).toBe(201);
    const { paymentId, approveUrl } = started.json();
    await call('POST', `/api/payments/simulated/${approveUrl.split('/').pop()}/approve`);
    const held = await call('POST', `/api/fan/chats/payments/${paymentId}/hold`, fanCookie);
    expect(held.statusCode, held.body).toBe(200);
    return { paymentId: paymentId as string, chatId: held.json().chatId as string };
  }
  const chatRow = async (id: string) =>
    (await t.services.db.select().from(chats).where(eq(chats.id, id)))[0];
  const paymentRow = async (id: string) =>
    (await t.services.db.select().from(payments).where(eq(payments.id, id)))[0];
  /** Moves an accepted chat's time into the past (a test cannot wait for it). */
  const startedHoursAgo = (chatId: string, hours: number) =>
    t.services.db
      .update(chats)
      .set({ startsAt: new Date(Date.now() - hours * HOUR) })
      .where(eq(chats.id, chatId));
  const accept = (chatId: string, at = inHours(30), cookie = athlete.cookie) =>
    call('POST', `/api/chats/${chatId}/accept`, cookie, { startsAt: at });

  it('prices a chat on the server and only holds the money; the request reaches the athlete', async () => {
    const started = await call(
      'POST',
      '/api/fan/chats',
      fanCookie,
      booking({ priceCents: 1, amountCents: 1 }),
    );
    expect(started.statusCode).toBe(201);
    expect(started.json().amountCents).toBe(10_000);
    const { paymentId, chatId } = await bookHeld();
    expect(await paymentRow(paymentId)).toMatchObject({
      status: 'authorized',
      intent: 'authorize',
    });
    expect((await chatRow(chatId))?.status).toBe('requested');
    const list = (await call('GET', '/api/chats', athlete.cookie)).json();
    const item = list.items.find((c: { id: string }) => c.id === chatId);
    expect(item).toMatchObject({
      status: 'requested',
      fanName: 'Frankie User',
      contact: 'frankie@example.com',
      priceCents: 10_000,
      minutes: 50,
    });
    expect(item.proposedTimes[0] < item.proposedTimes[1]).toBe(true);
    const [bell] = await t.services.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, athlete.user.id), eq(notifications.type, 'chat-request')),
      );
    expect(bell?.message).toBe(m.requestedForAthlete('Frankie User', 50));
  });

  it('refuses bad bookings with the catalogue message and writes nothing', async () => {
    const bad = [
      [booking({ proposedTimes: [new Date(Date.now() - HOUR).toISOString()] }), m.timeInPast],
      [booking({ proposedTimes: [inHours(24 * 20)] }), m.timeTooFar],
      [booking({ proposedTimes: [] }), m.timesRequired],
      [booking({ channel: 'WhatsApp', contact: 'call me' }), m.whatsappInvalid],
      [booking({ minutes: 1000 }), m.minutesInvalid],
    ] as const;
    const before = (await t.services.db.select().from(payments)).length;
    for (const [body, message] of bad) {
      const res = await call('POST', '/api/fan/chats', fanCookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await t.services.db.select().from(payments)).length).toBe(before);
    const noRate = await signedInUser(t.services.db, { chatRateCents: null });
    const res = await call(
      'POST',
      '/api/fan/chats',
      fanCookie,
      booking({ athleteNumber: noRate.user.athlete?.athleteNumber }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.noChatRate);
  });

  it('a declined chat releases the hold: nothing captured, the fan told by bell and e-mail', async () => {
    const { paymentId, chatId } = await bookHeld();
    const res = await call('POST', `/api/chats/${chatId}/decline`, athlete.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().chat.status).toBe('declined');
    expect((await paymentRow(paymentId))?.status).toBe('voided');
    const [order] = await t.services.db
      .select()
      .from(simulatedOrders)
      .where(eq(simulatedOrders.paymentId, paymentId));
    expect(order).toMatchObject({ status: 'voided', captureId: null });
    expect(
      await t.services.db.select().from(purchases).where(eq(purchases.paymentId, paymentId)),
    ).toEqual([]);
    const mails = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'chat'));
    expect(mails.some((mail) => mail.textBody.includes(m.declinedForFan('Ava User')))).toBe(true);
    // Declining or accepting it again is refused.
    expect((await call('POST', `/api/chats/${chatId}/decline`, athlete.cookie)).statusCode).toBe(
      409,
    );
    expect((await accept(chatId)).statusCode).toBe(409);
  });

  it('rated no-show: the athlete gets 23 %, the platform 12 %, the fan 65 % back, and the ledger agrees', async () => {
    const walletBefore = await walletBalance(t.services.db, athlete.user.id);
    const { paymentId, chatId } = await bookHeld();
    const accepted = await accept(chatId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().chat.status).toBe('accepted');
    // Before its time the fan cannot rate it.
    const early = await call('POST', `/api/fan/chats/${chatId}/rate`, fanCookie, {
      outcome: 'no_show',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(m.notYetHeld);
    await startedHoursAgo(chatId, 2);
    // Another fan cannot rate it (it is not theirs to see).
    const other = await call('POST', `/api/fan/chats/${chatId}/rate`, otherFanCookie, {
      outcome: 'no_show',
    });
    expect(other.statusCode).toBe(404);
    const rated = await call('POST', `/api/fan/chats/${chatId}/rate`, fanCookie, {
      outcome: 'no_show',
    });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().chat).toMatchObject({
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
    const [order] = await t.services.db
      .select()
      .from(simulatedOrders)
      .where(eq(simulatedOrders.paymentId, paymentId));
    expect(order?.capturedCents).toBe(3500);
    const [sale] = await t.services.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentId, paymentId));
    expect(sale).toMatchObject({ kind: 'single_chat', amountCents: 10_000, returnedCents: 6500 });
    expect(await walletBalance(t.services.db, athlete.user.id)).toBe(walletBefore + 2300);
    expect(await checkLedger(t.services.db)).toEqual([]);
    // The fan's receipt: the athlete's 23 %, the platform's 12 % and what was given back.
    const receipt = (await call('GET', `/api/fan/purchases/${sale?.id}`, fanCookie)).json();
    expect(receipt).toMatchObject({
      kind: 'single_chat',
      amountCents: 10_000,
      athleteCents: 2300,
      platformCents: 1200,
      returnedCents: 6500,
      call: { channel: 'Zoom', contact: 'frankie@example.com', minutes: 50 },
    });
    // Twice is refused.
    const again = await call('POST', `/api/fan/chats/${chatId}/rate`, fanCookie, {
      outcome: 'satisfactory',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyRated);
  });

  it('refuses a rating after the 72-hour window; the upkeep settles it as satisfactory', async () => {
    const walletBefore = await walletBalance(t.services.db, athlete.user.id);
    const { paymentId, chatId } = await bookHeld({ minutes: 10 });
    await accept(chatId);
    await startedHoursAgo(chatId, 73);
    const late = await call('POST', `/api/fan/chats/${chatId}/rate`, fanCookie, {
      outcome: 'rude_or_short',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(m.ratingClosed);
    const report = await upkeepChats(t.services, log);
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await chatRow(chatId)).toMatchObject({
      status: 'settled',
      outcome: 'satisfactory',
      autoRated: true,
    });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'captured', captureCents: 2000 });
    expect(await walletBalance(t.services.db, athlete.user.id)).toBe(walletBefore + 1760);
    expect(await checkLedger(t.services.db)).toEqual([]);
  });

  it('expires a request unanswered for 7 days and releases its hold; reminds a fan before the start', async () => {
    const { paymentId, chatId } = await bookHeld();
    await t.services.db
      .update(chats)
      .set({ createdAt: new Date(Date.now() - 7 * 24 * HOUR - 1000) })
      .where(eq(chats.id, chatId));
    const soon = await bookHeld();
    await accept(soon.chatId, inHours(0.25));
    const report = await upkeepChats(t.services, log);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect((await chatRow(chatId))?.status).toBe('expired');
    expect((await paymentRow(paymentId))?.status).toBe('voided');
    expect((await chatRow(soon.chatId))?.remindedAt).not.toBeNull();
    // Reminded once.
    expect((await upkeepChats(t.services, log)).reminded).toBe(0);
    const fanBell = await t.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fanId), eq(notifications.type, 'chat')));
    expect(fanBell.map((n) => n.message)).toEqual(
      expect.arrayContaining([m.expiredForFan('Ava User')]),
    );
    expect(fanBell.some((n) => n.message.startsWith('Your chat with Ava User starts at'))).toBe(
      true,
    );
  });

  it('keeps each side to their own chats', async () => {
    const { chatId } = await bookHeld();
    const stranger = await signedInUser(t.services.db, { chatRateCents: 100 });
    expect((await accept(chatId, inHours(30), stranger.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/chats/${chatId}/decline`, stranger.cookie)).statusCode).toBe(
      404,
    );
    const theirs = (await call('GET', '/api/chats', stranger.cookie)).json();
    expect(theirs.items).toEqual([]);
    const others = (await call('GET', '/api/fan/chats', otherFanCookie)).json();
    expect(others.items).toEqual([]);
    const mine = (await call('GET', '/api/fan/chats', fanCookie)).json();
    expect(mine.items.map((c: { id: string }) => c.id)).toContain(chatId);
    // Accepting at a time in the past or too far ahead is refused.
    const past = await accept(chatId, new Date(Date.now() - HOUR).toISOString());
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(m.timeInPast);
    // Another fan cannot take this fan's hold back.
    const { paymentId } = await bookHeld();
    const theft = await call('POST', `/api/fan/chats/payments/${paymentId}/hold`, otherFanCookie);
    expect(theft.statusCode).toBe(404);
  });
});
