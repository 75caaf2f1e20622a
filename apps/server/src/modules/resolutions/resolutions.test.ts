import {
  consoleMessages,
  messages,
  RESOLUTIONS_PER_DAY,
  type TResolution,
  type TResolutionThread,
} from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminNotifications,
  athleteProfiles,
  auditLog,
  emailOutbox,
  notifications,
  resolutionMessages,
  resolutions,
} from '../../db/schema';
import { createAdmin, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.resolutions;

describe('resolution center', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.services.db, { email: 'ops@example.com' });
    adminCookie = await sessionCookie(t.services.db, admin.id);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const athlete = async (firstName = 'Sam') => {
    const me = await signedInUser(t.services.db, { firstName, lastName: 'Rivera' });
    await t.services.db
      .update(athleteProfiles)
      .set({ phone: '+1 305 555 0101' })
      .where(eq(athleteProfiles.userId, me.user.id));
    return me;
  };
  const open = async (cookie: string, body: object = { type: 'Financial', description: 'Help' }) =>
    call('POST', '/api/resolutions', cookie, body);
  const opened = async (cookie: string) => (await open(cookie)).json().resolution as TResolution;
  const count = async (table: typeof resolutions | typeof resolutionMessages) =>
    (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const audits = (id: string) =>
    t.services.db.select().from(auditLog).where(eq(auditLog.subjectId, id));

  it('opens a resolution with the profile’s facts and tells the operators', async () => {
    const me = await athlete();
    const other = await athlete('Kim');
    const contact = (await call('GET', '/api/resolutions/contact', me.cookie)).json();
    expect(contact).toMatchObject({
      name: 'Sam Rivera',
      email: me.user.email,
      phoneNumber: '+1 305 555 0101',
    });
    const publish = vi.spyOn(t.services.events, 'publish');
    const res = await open(me.cookie, { type: 'Sports-Related', description: '  Coach issue ' });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { message: string; resolution: TResolution };
    expect(body.message).toBe('Resolution Added Successfully');
    expect(body.resolution).toMatchObject({
      ...contact,
      type: 'Sports-Related',
      description: 'Coach issue',
      status: 'pending',
      openedBy: 'athlete',
      updatedBy: 'athlete',
    });
    const notes = await t.services.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.notifyId, body.resolution.id));
    expect(notes).toMatchObject([{ type: 'resolution', status: false }]);
    expect(publish).toHaveBeenCalledWith(admin.id, {
      type: 'admin-notification.changed',
      data: {},
    });
    publish.mockRestore();
    expect((await call('GET', '/api/resolutions', me.cookie)).json().items).toEqual([
      body.resolution,
    ]);
    expect((await call('GET', '/api/resolutions', other.cookie)).json().items).toEqual([]);
    expect(
      (await call('GET', `/api/resolutions/${body.resolution.id}`, other.cookie)).statusCode,
    ).toBe(404);
  });

  it('requires the type and the description, and writes nothing for bad input', async () => {
    const me = await athlete();
    const before = await count(resolutions);
    const noType = await open(me.cookie, { description: 'x' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().error.fields.type).toBe(m.typeRequired);
    const badType = await open(me.cookie, { type: 'Money', description: 'x' });
    expect(badType.json().error.fields.type).toBe(m.typeRequired);
    const empty = await open(me.cookie, { type: 'Other', description: '   ' });
    expect(empty.json().error.fields.description).toBe(m.descriptionRequired);
    const long = await open(me.cookie, { type: 'Other', description: 'x'.repeat(2001) });
    expect(long.json().error.fields.description).toBe(m.descriptionTooLong);
    expect(await count(resolutions)).toBe(before);
  });

  it(`opens at most ${RESOLUTIONS_PER_DAY} a day per athlete`, async () => {
    const me = await athlete();
    for (let i = 0; i < RESOLUTIONS_PER_DAY; i++)
      expect((await open(me.cookie)).statusCode).toBe(201);
    const refused = await open(me.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(m.tooManyToday);
    // Another athlete is not held by my limit.
    expect((await open((await athlete()).cookie)).statusCode).toBe(201);
  });

  it('pages 5 at a time, newest first', async () => {
    const me = await athlete();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await opened(me.cookie)).id);
    await t.services.db.insert(resolutions).values({
      userId: me.user.id,
      name: 'Old',
      athleteNumber: 1,
      email: 'old@example.com',
      type: 'Other',
      description: 'Old one',
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    const first = (await call('GET', '/api/resolutions', me.cookie)).json();
    expect(first.items.map((r: TResolution) => r.id)).toEqual([...ids].reverse());
    expect(first.nextCursor).toBeTruthy();
    const next = (
      await call('GET', `/api/resolutions?cursor=${first.nextCursor}`, me.cookie)
    ).json();
    expect(next.items.map((r: TResolution) => r.name)).toEqual(['Old']);
    expect(next.nextCursor).toBeNull();
  });

  it('keeps the athlete’s message, as text, and tells the operators', async () => {
    const me = await athlete();
    const other = await athlete();
    const { id } = await opened(me.cookie);
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const publish = vi.spyOn(t.services.events, 'publish');
    const res = await call('POST', `/api/resolutions/${id}/messages`, me.cookie, {
      message: payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({
      message: payload,
      from: 'athlete',
      senderId: me.user.id,
    });
    expect(publish).toHaveBeenCalledWith(admin.id, {
      type: 'resolution.message',
      data: { resolutionId: id },
    });
    publish.mockRestore();
    const thread = (
      await call('GET', `/api/resolutions/${id}`, me.cookie)
    ).json() as TResolutionThread;
    expect(thread.messages.map((x) => x.message)).toEqual([payload]);
    const notes = await t.services.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.notifyId, id));
    expect(notes).toHaveLength(2);
    // Not mine: 404, nothing written.
    const before = await count(resolutionMessages);
    const foreign = await call('POST', `/api/resolutions/${id}/messages`, other.cookie, {
      message: 'hi',
    });
    expect(foreign.statusCode).toBe(404);
    const empty = await call('POST', `/api/resolutions/${id}/messages`, me.cookie, {
      message: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.message).toBe(m.messageRequired);
    expect(await count(resolutionMessages)).toBe(before);
  });

  it('sends the operator’s answer to the athlete: thread, bell, e-mail and audit', async () => {
    const me = await athlete();
    const { id } = await opened(me.cookie);
    const publish = vi.spyOn(t.services.events, 'publish');
    const res = await call('POST', `/api/console/resolutions/${id}/messages`, adminCookie, {
      message: 'We are on it.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatchObject({ from: 'admin', senderId: admin.id });
    expect(publish).toHaveBeenCalledWith(me.user.id, {
      type: 'resolution.message',
      data: { resolutionId: id },
    });
    expect(publish).toHaveBeenCalledWith(
      me.user.id,
      expect.objectContaining({ type: 'notification.created' }),
    );
    publish.mockRestore();

    const thread = (
      await call('GET', `/api/resolutions/${id}`, me.cookie)
    ).json() as TResolutionThread;
    expect(thread.messages).toMatchObject([{ message: 'We are on it.', from: 'admin' }]);
    expect(thread.resolution.updatedBy).toBe('admin');
    const bell = await t.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.user.id), eq(notifications.type, 'resolution')));
    expect(bell).toMatchObject([{ message: m.adminReplied('Financial'), readAt: null }]);
    // The bell's item names the thread it opens.
    const listed = (await call('GET', '/api/notifications?tab=unread', me.cookie)).json();
    expect(listed.items).toMatchObject([{ type: 'resolution', resolutionId: id }]);
    const [mail] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, me.user.email));
    expect(mail).toMatchObject({ subject: m.replyEmailSubject, template: 'resolution-reply' });
    expect(mail?.textBody).toContain('We are on it.');
    expect(mail?.textBody).toContain(`/admin/resolution-detail/${id}`);
    expect(await audits(id)).toMatchObject([
      { action: 'resolution.reply', actorEmail: 'ops@example.com', subjectType: 'resolution' },
    ]);
    // The console reads the same thread.
    const seen = (await call('GET', `/api/console/resolutions/${id}`, adminCookie)).json();
    expect(seen).toEqual(thread);
  });

  it('accepts once, closes once, and a closed thread takes no messages', async () => {
    const me = await athlete();
    const { id } = await opened(me.cookie);
    const accept = await call('POST', `/api/console/resolutions/${id}/accept`, adminCookie);
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({
      message: m.accepted,
      resolution: { status: 'accepted' },
    });
    const again = await call('POST', `/api/console/resolutions/${id}/accept`, adminCookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(consoleMessages.alreadyDecided);
    expect(await audits(id)).toMatchObject([
      { action: 'resolution.accept', before: { status: 'pending' }, after: { status: 'accepted' } },
    ]);
    // Accepted: both sides still talk.
    expect(
      (await call('POST', `/api/resolutions/${id}/messages`, me.cookie, { message: 'Thanks' }))
        .statusCode,
    ).toBe(201);

    const close = await call('POST', `/api/console/resolutions/${id}/close`, adminCookie);
    expect(close.json()).toMatchObject({ message: m.closed, resolution: { status: 'closed' } });
    expect(
      (await call('POST', `/api/console/resolutions/${id}/close`, adminCookie)).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/console/resolutions/${id}/accept`, adminCookie)).statusCode,
    ).toBe(409);
    expect(await audits(id)).toHaveLength(2);

    const before = await count(resolutionMessages);
    const late = await call('POST', `/api/resolutions/${id}/messages`, me.cookie, { message: 'x' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(m.closedThread);
    const reply = await call('POST', `/api/console/resolutions/${id}/messages`, adminCookie, {
      message: 'x',
    });
    expect(reply.statusCode).toBe(409);
    expect(await count(resolutionMessages)).toBe(before);
    const bell = await t.services.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, me.user.id));
    expect(bell.map((b) => b.message).sort()).toEqual(
      [m.acceptedNotice('Financial'), m.closedNotice('Financial')].sort(),
    );
  });

  it('answers 404 for a missing resolution and writes nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const action of ['accept', 'close']) {
      const res = await call('POST', `/api/console/resolutions/${missing}/${action}`, adminCookie);
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', `/api/console/resolutions/${missing}`, adminCookie)).statusCode).toBe(
      404,
    );
    expect(await audits(missing)).toEqual([]);
  });

  it('lists by state and search, pages by keyset, and exports CSV', async () => {
    const a = await athlete('Zelda');
    const b = await athlete('Yusuf');
    const za = await opened(a.cookie);
    const zb = await opened(a.cookie);
    const yb = (await open(b.cookie, { type: 'Other', description: '=HYPERLINK("x")' })).json()
      .resolution as TResolution;
    await call('POST', `/api/console/resolutions/${zb.id}/accept`, adminCookie);
    const list = async (qs: string) =>
      (
        (await call('GET', `/api/console/resolutions?${qs}`, adminCookie)).json()
          .items as TResolution[]
      ).map((r) => r.id);
    expect(await list('q=zelda')).toEqual([zb.id, za.id]);
    expect(await list('q=zelda&status=pending')).toEqual([za.id]);
    expect(await list('q=zelda&status=accepted')).toEqual([zb.id]);
    expect(await list(`q=${b.user.email.slice(0, 12).toUpperCase()}`)).toEqual([yb.id]);
    expect(await list(`q=${yb.athleteNumber}`)).toEqual([yb.id]);
    expect(await list('q=%25')).toEqual([]);
    const page = (
      await call('GET', '/api/console/resolutions?q=zelda&limit=1', adminCookie)
    ).json();
    expect(page.items.map((r: TResolution) => r.id)).toEqual([zb.id]);
    const next = (
      await call(
        'GET',
        `/api/console/resolutions?q=zelda&limit=1&cursor=${page.nextCursor}`,
        adminCookie,
      )
    ).json();
    expect(next.items.map((r: TResolution) => r.id)).toEqual([za.id]);
    expect(
      (await call('GET', '/api/console/resolutions?status=open', adminCookie)).statusCode,
    ).toBe(400);

    const csv = await call('GET', '/api/console/resolutions.csv?q=yusuf', adminCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('Athlete ID');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
