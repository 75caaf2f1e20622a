import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the bell and operator messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const summary = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/notifications/summary', headers: { cookie } });
  const send = (cookie: string, userId: string, message: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/athletes/${userId}/messages`,
      payload: { message },
      headers: { cookie },
    });

  it('counts unread notifications of the signed-in user only, and lights up live', async () => {
    const athlete = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const admin = await signedInUser(t.services.db, { role: 'admin' });
    expect((await summary(athlete.cookie)).json()).toEqual({ unreadCount: 0 });

    // On PostgreSQL the event comes back through LISTEN/NOTIFY, after the request returns.
    let unsubscribe = () => {};
    const delivered = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no live event within 5 s')), 5000);
      unsubscribe = t.services.events.subscribe(athlete.user.id, (e) => {
        clearTimeout(timer);
        resolve(e.type);
      });
    });
    const res = await send(admin.cookie, athlete.user.id, 'Great game on Friday!');
    expect(res.statusCode).toBe(201);
    expect(await delivered).toBe('notification.created');
    unsubscribe();

    expect((await summary(athlete.cookie)).json()).toEqual({ unreadCount: 1 });
    expect((await summary(other.cookie)).json()).toEqual({ unreadCount: 0 });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?tab=unread',
      headers: { cookie: athlete.cookie },
    });
    expect(list.json().items[0]).toMatchObject({
      type: 'admin',
      message: 'Great game on Friday!',
      read: false,
    });
  });

  it('lets only admins send messages, only to athletes, and refuses an empty one', async () => {
    const athlete = await signedInUser(t.services.db);
    const fan = await signedInUser(t.services.db, { role: 'fan' });
    const admin = await signedInUser(t.services.db, { role: 'admin' });
    expect((await send(athlete.cookie, athlete.user.id, 'hi')).statusCode).toBe(403);
    expect((await send(admin.cookie, fan.user.id, 'hi')).statusCode).toBe(404);
    const empty = await send(admin.cookie, athlete.user.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please write a message');
    expect((await summary(athlete.cookie)).json()).toEqual({ unreadCount: 0 });
  });

  it('requires a signed-in user for the count', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications/summary' })).statusCode,
    ).toBe(401);
  });
});
