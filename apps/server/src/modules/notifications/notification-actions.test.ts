import { notificationsMessages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('notification actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHAT_HOME_URL: 'https://chat.example/home' } });
  });
  afterAll(() => t.close());

  const post = (cookie: string, url: string) =>
    t.app.inject({ method: 'POST', url, headers: { cookie } });
  const row = async (id: string) =>
    (await t.services.db.select().from(notifications).where(eq(notifications.id, id)))[0];

  async function setup() {
    const athlete = await signedInUser(t.services.db, { firstName: 'Jordan', lastName: 'Rivera' });
    const athlete2 = await signedInUser(t.services.db);
    const fan = await signedInUser(t.services.db, {
      role: 'fan',
      firstName: 'Frankie',
      lastName: 'Fanning',
    });
    const [endorsement, contest] = await t.services.db
      .insert(notifications)
      .values([
        { userId: athlete.user.id, type: 'endorsement', fanId: fan.user.id, message: 'bought' },
        { userId: athlete.user.id, type: 'contest', fanId: fan.user.id, message: 'contest' },
      ])
      .returning();
    if (!endorsement || !contest) throw new Error('setup');
    return { athlete, athlete2, fan, endorsement, contest };
  }

  it('lists the buying fan on endorsement rows only', async () => {
    const { athlete, fan } = await setup();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: athlete.cookie },
    });
    const items = res.json().items as { type: string; fanName: string; fanEmail: string }[];
    expect(items.find((i) => i.type === 'endorsement')).toMatchObject({
      fanName: 'Frankie Fanning',
      fanEmail: fan.user.email,
    });
    expect(items.find((i) => i.type === 'contest')).toMatchObject({
      fanName: null,
      fanEmail: null,
    });
  });

  it('marks my notification read, and only mine', async () => {
    const { athlete, athlete2, contest } = await setup();
    const theirs = await post(athlete2.cookie, `/api/notifications/${contest.id}/read`);
    expect(theirs.statusCode).toBe(404);
    expect((await row(contest.id))?.readAt).toBeNull();

    const mine = await post(athlete.cookie, `/api/notifications/${contest.id}/read`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ id: contest.id, read: true });
    const readAt = (await row(contest.id))?.readAt;
    expect(readAt).toBeInstanceOf(Date);
    // Repeating keeps the first read time.
    expect((await post(athlete.cookie, `/api/notifications/${contest.id}/read`)).statusCode).toBe(
      200,
    );
    expect((await row(contest.id))?.readAt).toEqual(readAt);
  });

  it('marks all my unread notifications read, only mine, answers the count and tells my other tabs', async () => {
    const { athlete, athlete2, fan, endorsement, contest } = await setup();
    const [theirs] = await t.services.db
      .insert(notifications)
      .values({ userId: athlete2.user.id, type: 'contest', fanId: fan.user.id, message: 'theirs' })
      .returning();
    if (!theirs) throw new Error('setup');
    // One already read keeps its first read time.
    await post(athlete.cookie, `/api/notifications/${contest.id}/read`);
    const firstRead = (await row(contest.id))?.readAt;

    const events: { type: string; data: unknown }[] = [];
    const unsubscribe = t.services.events.subscribe(athlete.user.id, (e) => events.push(e));
    try {
      const res = await post(athlete.cookie, '/api/notifications/read-all');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ count: 1, message: notificationsMessages.allMarkedRead });
      expect((await row(endorsement.id))?.readAt).toBeInstanceOf(Date);
      expect((await row(contest.id))?.readAt).toEqual(firstRead);
      // Another athlete's notification stays unread.
      expect((await row(theirs.id))?.readAt).toBeNull();
      await vi.waitFor(() => expect(events.map((e) => e.type)).toContain('notification.updated'));
    } finally {
      unsubscribe();
    }
    // Nothing left: a repeat marks nothing.
    expect((await post(athlete.cookie, '/api/notifications/read-all')).json().count).toBe(0);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode,
    ).toBe(401);
  });

  it("e-mails the fan 'Response from Athlete' and then deletes the notification", async () => {
    const { athlete, fan, endorsement } = await setup();
    const res = await post(athlete.cookie, `/api/notifications/${endorsement.id}/email-fan`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email Send Successfully' });
    expect(await row(endorsement.id)).toBeUndefined();
    const [mail] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, fan.user.email),
          eq(emailOutbox.template, 'endorsement-response'),
        ),
      );
    expect(mail?.subject).toBe('Response from Athlete');
    expect(mail?.textBody).toContain('https://chat.example/home');
    expect(mail?.textBody).toContain('Jordan Rivera');
  });

  it('keeps the notification when the e-mail fails', async () => {
    const { athlete, endorsement } = await setup();
    const spy = vi
      .spyOn(t.services.mailer, 'send')
      .mockRejectedValueOnce(new Error('outbox unavailable'));
    const res = await post(athlete.cookie, `/api/notifications/${endorsement.id}/email-fan`);
    spy.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Error occurred, try again!');
    expect(await row(endorsement.id)).toBeDefined();
  });

  it("refuses another athlete's notification and non-endorsements", async () => {
    const { athlete, athlete2, endorsement, contest } = await setup();
    const theirs = await post(athlete2.cookie, `/api/notifications/${endorsement.id}/email-fan`);
    expect(theirs.statusCode).toBe(404);
    expect(await row(endorsement.id)).toBeDefined();
    const wrongType = await post(athlete.cookie, `/api/notifications/${contest.id}/email-fan`);
    expect(wrongType.statusCode).toBe(409);
    expect(await row(contest.id)).toBeDefined();
    expect((await post('', `/api/notifications/${contest.id}/read`)).statusCode).toBe(401);
  });
});
