import { EMAILED_NOTIFICATION_TYPES, FAN_BELL_TYPES, fanNotificationMessages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, simulatedOrders } from '../../db/schema';
import { bookFanPurchase, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { capturePayment } from '../payments/capture-payment';
import { startPayment } from '../payments/start-payment';
import { insertFanNotification } from './fan-notifications';

/**
 * Issue 33 item 11: the fan's bell. The notifications endpoints answer each signed-in user, a
 * fan included, with their own rows only; an athlete's new item reaches the bells of the fans
 * who bought from them; a refund is told by notification and e-mail in one transaction.
 */
describe('fan notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string) =>
    t.app.inject({ method: 'POST', url, headers: { cookie } });
  const fanOf = (firstName: string) =>
    signedInUser(t.services.db, { role: 'fan', firstName, lastName: 'Fan' });

  it('serves a fan their own notifications only: list, count, mark read and mark all read', async () => {
    const fan = await fanOf('Frankie');
    const other = await fanOf('Olive');
    const rows = await t.services.db
      .insert(notifications)
      .values([
        { userId: fan.user.id, type: FAN_BELL_TYPES.refund, message: 'mine 1' },
        { userId: fan.user.id, type: FAN_BELL_TYPES.pizzaMoneyAccepted, message: 'mine 2' },
        { userId: fan.user.id, type: FAN_BELL_TYPES.newItem, message: 'mine 3' },
        { userId: other.user.id, type: FAN_BELL_TYPES.refund, message: 'theirs' },
      ])
      .returning();
    const theirs = rows[3];
    const [first] = rows;
    if (!first || !theirs) throw new Error('setup');

    const list = await get(fan.cookie, '/api/notifications?tab=unread');
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .items.map((i: { message: string }) => i.message)
        .sort(),
    ).toEqual(['mine 1', 'mine 2', 'mine 3']);
    expect((await get(fan.cookie, '/api/notifications/summary')).json()).toEqual({
      unreadCount: 3,
    });

    // Another fan's row is not found, and stays unread.
    expect((await post(fan.cookie, `/api/notifications/${theirs.id}/read`)).statusCode).toBe(404);
    expect((await post(fan.cookie, `/api/notifications/${first.id}/read`)).statusCode).toBe(200);
    expect((await get(fan.cookie, '/api/notifications/summary')).json().unreadCount).toBe(2);

    const all = await post(fan.cookie, '/api/notifications/read-all');
    expect(all.json()).toMatchObject({ count: 2 });
    expect((await get(fan.cookie, '/api/notifications/summary')).json().unreadCount).toBe(0);
    const read = await get(fan.cookie, '/api/notifications?tab=read');
    expect(read.json().items).toHaveLength(3);
    // The other fan's bell is untouched.
    expect((await get(other.cookie, '/api/notifications/summary')).json().unreadCount).toBe(1);
  });

  it("puts an athlete's new badge in the bells of the fans who bought from them, once, live", async () => {
    const athlete = await signedInUser(t.services.db, { firstName: 'Jordan', lastName: 'Rivera' });
    const buyer = await fanOf('Bea');
    const twice = await fanOf('Tom');
    const stranger = await fanOf('Stan');
    for (const fan of [buyer, twice, twice]) {
      await bookFanPurchase(t.services.db, {
        kind: 'seasonal_badge',
        athleteUserId: athlete.user.id,
        buyerUserId: fan.user.id,
        amountCents: 500,
      });
    }
    const heard: string[] = [];
    const unsubscribe = t.services.events.subscribe(buyer.user.id, (event) => {
      heard.push(event.type);
    });

    await t.services.db.transaction((tx) =>
      insertFanNotification(t.services, tx, {
        athleteUserId: athlete.user.id,
        type: 'seasonal_badge',
        itemId: crypto.randomUUID(),
      }),
    );
    await t.services.jobs.drain();
    await t.services.jobs.drain();
    unsubscribe();

    const bell = async (userId: string) =>
      t.services.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.type, FAN_BELL_TYPES.newItem)),
        );
    const expected = fanNotificationMessages.newItem('Jordan Rivera', 'seasonal_badge');
    expect((await bell(buyer.user.id)).map((n) => n.message)).toEqual([expected]);
    expect(await bell(twice.user.id)).toHaveLength(1);
    expect(await bell(stranger.user.id)).toHaveLength(0);
    expect(heard).toContain('notification.created');
    // The list names the athlete, whose page a click opens.
    const listed = await get(buyer.cookie, '/api/notifications?tab=unread');
    expect(listed.json().items).toMatchObject([
      {
        type: FAN_BELL_TYPES.newItem,
        message: expected,
        athleteNumber: athlete.user.athlete?.athleteNumber,
      },
    ]);
    // A new item is the bell's alone: no e-mail.
    expect(EMAILED_NOTIFICATION_TYPES).not.toContain(FAN_BELL_TYPES.newItem);
    const mails = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, buyer.user.email));
    expect(mails).toHaveLength(0);
  });

  it('tells the fan of a refund by notification and by e-mail through the outbox', async () => {
    const fan = await fanOf('Rita');
    const { paymentId, approveUrl } = await startPayment(t.services, {
      purpose: 'test',
      userId: fan.user.id,
      amountCents: 725,
      description: 'A badge',
      returnPath: '/fan/checkout/return',
      cancelPath: '/fan/checkout/return',
    });
    const orderId = approveUrl.split('/').pop() ?? '';
    await t.app.inject({ method: 'POST', url: `/api/payments/simulated/${orderId}/approve` });
    // The order changed after it was created: the capture cannot be recorded and is refunded.
    await t.services.db
      .update(simulatedOrders)
      .set({ amountCents: 1 })
      .where(eq(simulatedOrders.id, orderId));
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({ status: 402 });

    const message = fanNotificationMessages.refunded(725);
    expect(message).toContain('$7.25');
    const [row] = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fan.user.id));
    expect(row).toMatchObject({ type: FAN_BELL_TYPES.refund, message });
    expect(EMAILED_NOTIFICATION_TYPES).toContain(FAN_BELL_TYPES.refund);
    const mails = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, fan.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: FAN_BELL_TYPES.refund,
      subject: fanNotificationMessages.refundedEmailSubject(725),
    });
    expect(mails[0]?.textBody).toContain(message);
    expect(mails[0]?.textBody).toContain('/fan/notifications');

    // A replayed capture tells nothing twice.
    await expect(capturePayment(t.services, paymentId)).rejects.toMatchObject({ status: 402 });
    const again = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, fan.user.id));
    expect(again).toHaveLength(1);
  });
});
