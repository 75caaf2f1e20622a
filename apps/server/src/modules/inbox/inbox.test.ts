import { consoleMessages, type TInboxItem } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminNotifications, auditLog, resolutions } from '../../db/schema';
import { createAdmin, createUser, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('console inbox', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.services.db, { email: 'inbox-ops@example.com' });
    cookie = await sessionCookie(t.services.db, admin.id);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie } });
  const inboxChanges = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter(
      ([userId, event]) =>
        userId === admin.id && (event as { type: string }).type === 'admin-notification.changed',
    ).length;

  it('lists what athletes asked, in words, with the screen that opens it, and counts it live', async () => {
    const athlete = await signedInUser(t.services.db, { firstName: 'Ana', lastName: 'Lopez' });
    const publish = vi.spyOn(t.services.events, 'publish');
    const before = (await get('/api/console/inbox/summary')).json().unread as number;

    const city = await t.app.inject({
      method: 'POST',
      url: '/api/requested-cities',
      headers: { cookie: athlete.cookie },
      payload: { state: 'Florida', city: 'boca raton', college: 'fau', sport: 'lacrosse' },
    });
    expect(city.statusCode).toBe(201);
    const issue = await t.app.inject({
      method: 'POST',
      url: '/api/issues',
      headers: { cookie: athlete.cookie },
      payload: { message: 'My payout never arrived' },
    });
    expect(issue.statusCode).toBe(201);
    const suggestion = await t.app.inject({
      method: 'POST',
      url: '/api/news-suggestions',
      headers: { cookie: athlete.cookie },
      payload: { type: 'athlete', remarks: 'Spotlight our goalkeeper please' },
    });
    expect(suggestion.statusCode).toBe(200);
    expect(inboxChanges(publish)).toBe(3);
    publish.mockRestore();

    expect((await get('/api/console/inbox/summary')).json()).toEqual({ unread: before + 3 });
    const page = (await get('/api/console/inbox?state=unread&limit=3')).json() as {
      items: TInboxItem[];
    };
    expect(page.items.map((i) => [i.kind, i.who, i.about])).toEqual([
      ['news-suggestion', 'Ana Lopez', 'Athlete spotlight: Spotlight our goalkeeper please'],
      ['athlete-issue', 'Ana Lopez', expect.stringMatching(/^#\d+: My payout never arrived$/)],
      ['city', 'Ana Lopez', 'Boca Raton, Florida (Fau)'],
    ]);
    const cityItem = page.items[2] as TInboxItem;
    expect(cityItem.href).toBe(`/console/requests?kind=city&id=${city.json().item.id}`);
    expect(page.items[1]?.href).toBe(`/console/requests?kind=issue&id=${issue.json().issue.id}`);
    expect(page.items.every((i) => !i.read)).toBe(true);
  });

  it('links withdrawals and resolutions to their screens, and describes unknown kinds', async () => {
    const id = crypto.randomUUID();
    await t.services.db.insert(adminNotifications).values([
      { type: 'withdrawal', notifyId: id, createdAt: new Date(Date.now() + 1000) },
      { type: 'resolution', notifyId: id, createdAt: new Date(Date.now() + 2000) },
      { type: 'mystery-kind', notifyId: 'inst-7', createdAt: new Date(Date.now() + 3000) },
    ]);
    const items = (await get('/api/console/inbox?limit=3')).json().items as TInboxItem[];
    expect(items.map((i) => [i.kind, i.href, i.about])).toEqual([
      ['mystery-kind', null, 'mystery-kind inst-7'],
      ['resolution', `/console/resolutions/${id}`, 'The record was deleted.'],
      ['withdrawal', `/console/money?withdrawal=${id}`, 'The record was deleted.'],
    ]);
  });

  it('says what a resolution is about: its type, state and description', async () => {
    const athlete = await createUser(t.services.db, { firstName: 'Rae', lastName: 'Quinn' });
    const [row] = await t.services.db
      .insert(resolutions)
      .values({
        userId: athlete.id,
        name: 'Rae Quinn',
        athleteNumber: 4242,
        email: athlete.email,
        type: 'Financial',
        description: 'My payout is late',
      })
      .returning({ id: resolutions.id });
    await t.services.db.insert(adminNotifications).values({
      type: 'resolution',
      notifyId: row?.id ?? '',
      createdAt: new Date(Date.now() + 60_000),
    });
    const [item] = (await get('/api/console/inbox?limit=1')).json().items as TInboxItem[];
    expect([item?.who, item?.about]).toEqual([
      'Rae Quinn',
      'Financial (pending): My payout is late',
    ]);
  });

  it('filters by kind and state, pages newest first', async () => {
    const mine = await t.services.db
      .insert(adminNotifications)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          type: 'sport',
          notifyId: `s-${i}`,
          status: i % 2 === 0,
          createdAt: new Date(Date.now() + (10 + i) * 1000),
        })),
      )
      .returning();
    const read = (await get('/api/console/inbox?kind=sport&state=read&limit=2')).json();
    expect(read.items.map((i: TInboxItem) => i.notifyId)).toEqual(['s-4', 's-2']);
    const next = (
      await get(`/api/console/inbox?kind=sport&state=read&limit=2&cursor=${read.nextCursor}`)
    ).json();
    expect(next.items.map((i: TInboxItem) => i.notifyId)).toEqual(['s-0']);
    expect(next.nextCursor).toBeNull();
    const unread = (await get('/api/console/inbox?kind=sport&state=unread')).json();
    expect(unread.items.map((i: TInboxItem) => i.notifyId)).toEqual(['s-3', 's-1']);
    const all = (await get('/api/console/inbox?kind=sport&state=all&limit=50')).json();
    expect(all.items).toHaveLength(mine.length);
    expect((await get('/api/console/inbox?kind=parcel')).statusCode).toBe(400);
    expect((await get('/api/console/inbox?state=maybe')).statusCode).toBe(400);
    expect((await get('/api/console/inbox?cursor=nonsense')).statusCode).toBe(400);
  });

  it('marks one read (once, audited, announced) and answers 404 for a missing one', async () => {
    const [row] = await t.services.db
      .insert(adminNotifications)
      .values({ type: 'sport', notifyId: 'mark-one' })
      .returning();
    if (!row) throw new Error('no row');
    const before = (await get('/api/console/inbox/summary')).json().unread as number;
    const publish = vi.spyOn(t.services.events, 'publish');
    const res = await post(`/api/console/inbox/${row.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread: before - 1 });
    expect(inboxChanges(publish)).toBe(1);
    // Again: nothing changes, nothing more is written or announced.
    expect((await post(`/api/console/inbox/${row.id}/read`)).json()).toEqual({
      unread: before - 1,
    });
    expect(inboxChanges(publish)).toBe(1);
    publish.mockRestore();
    const audits = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox.read'), eq(auditLog.subjectId, row.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorEmail).toBe('inbox-ops@example.com');

    const missing = await post(`/api/console/inbox/${crypto.randomUUID()}/read`);
    expect(missing.statusCode).toBe(404);
    expect((await post('/api/console/inbox/not-a-uuid/read')).statusCode).toBe(400);
  });

  it('marks all read', async () => {
    await t.services.db.insert(adminNotifications).values({ type: 'city', notifyId: 'x' });
    const res = await post('/api/console/inbox/read-all');
    expect(res.json()).toEqual({ unread: 0 });
    expect((await get('/api/console/inbox?state=unread')).json().items).toEqual([]);
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'inbox.read-all'));
    expect(audit?.after).toMatchObject({ markedRead: expect.any(Number) });
  });

  it('exports CSV a spreadsheet cannot run', async () => {
    const athlete = await signedInUser(t.services.db, { firstName: '=cmd', lastName: 'X' });
    await t.app.inject({
      method: 'POST',
      url: '/api/issues',
      headers: { cookie: athlete.cookie },
      payload: { message: '+SUM(A1:A9) is broken' },
    });
    const res = await get('/api/console/inbox.csv?kind=athlete-issue&state=unread');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="inbox-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('When,Kind,About,Who,State,Record');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",'=cmd X,Unread,");
    expect(consoleMessages.exportCsv).toBe('Export CSV');
  });
});
