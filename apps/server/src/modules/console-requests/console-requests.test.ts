import {
  consoleMessages,
  consoleRequestsMessages as m,
  type TConsoleRequestItem,
} from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminNotifications,
  athleteIssues,
  auditLog,
  emailOutbox,
  notifications,
  placeRequestSupporters,
  placeRequests,
} from '../../db/schema';
import { createAdmin, sessionCookie, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('console requests', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.services.db, { email: 'requests-ops@example.com' });
    cookie = await sessionCookie(t.services.db, admin.id);
  });
  afterAll(() => t.close());

  const get = (url: string, as = cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: as } });
  const decide = (kind: string, id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/requests/${kind}/${id}/decision`,
      headers: { cookie },
      payload,
    });
  const count = async (table: typeof auditLog | typeof notifications | typeof emailOutbox) =>
    (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  async function requestCity(as: string, city: string, college = 'Lakeside College') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/requested-cities',
      headers: { cookie: as },
      payload: { state: 'Florida', city, college, sport: 'rugby' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().item.id as string;
  }

  it('approves a city: the pickers list it, the athlete is told, support stays, audited once', async () => {
    const athlete = await signedInUser(t.services.db, { firstName: 'Mia', lastName: 'Ortiz' });
    const fan = await signedInUser(t.services.db, { role: 'fan' });
    const id = await requestCity(athlete.cookie, 'lake  wobegon');
    for (const who of [athlete, fan]) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/requested-cities/${id}/support`,
        headers: { cookie: who.cookie },
        payload: { supported: true },
      });
    }
    const picker = async () =>
      (
        (await get('/api/reference/states/FL/cities?search=wobegon', athlete.cookie)).json()
          .items as { name: string }[]
      ).map((c) => c.name);
    expect(await picker()).toEqual([]);

    const pending = (await get('/api/console/requests?kind=city&state=pending&limit=50')).json();
    const listed = pending.items.find((i: TConsoleRequestItem) => i.id === id);
    expect(listed).toMatchObject({
      kind: 'city',
      state: 'pending',
      title: 'Lake Wobegon, Florida',
      details: 'College: Lakeside College · Sport: Rugby',
      requesterName: 'Mia Ortiz',
      support: 2,
      note: null,
    });

    const publish = vi.spyOn(t.services.events, 'publish');
    const res = await decide('city', id, { decision: 'approve', note: '  Welcome aboard  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: m.approved,
      item: {
        state: 'approved',
        note: 'Welcome aboard',
        decidedBy: 'requests-ops@example.com',
        support: 2,
      },
    });
    expect(publish.mock.calls.map(([u, e]) => [u, (e as { type: string }).type])).toEqual(
      expect.arrayContaining([
        [athlete.user.id, 'notification.created'],
        [admin.id, 'admin-notification.changed'],
      ]),
    );
    publish.mockRestore();

    expect(await picker()).toEqual(['Lake Wobegon']);
    const colleges = (
      await get('/api/reference/colleges?state=FL&city=Lake%20Wobegon', athlete.cookie)
    ).json().items as { name: string }[];
    expect(colleges.map((c) => c.name)).toEqual(['Lakeside College']);
    // The hearts are the supporter rows: a decision keeps them.
    const [{ n } = { n: 0 }] = await t.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(placeRequestSupporters)
      .where(eq(placeRequestSupporters.requestId, id));
    expect(n).toBe(2);
    const supportList = (await get('/api/requested-cities?limit=50', fan.cookie)).json().items;
    expect(supportList.find((i: { id: string }) => i.id === id)).toMatchObject({
      status: 'approved',
      support: 2,
      supportedByMe: true,
    });

    const [bell] = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, athlete.user.id));
    expect(bell?.message).toBe(
      'Your request for the city Lake Wobegon, Florida was approved: Welcome aboard',
    );
    const [notice] = await t.services.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.notifyId, id));
    expect(notice?.status).toBe(true);
    const audits = await t.services.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'request.approve',
      subjectType: 'city',
      note: 'Welcome aboard',
      before: { status: 'pending' },
      after: { status: 'approved', cityAdded: true, collegeAdded: true },
    });

    // Decided: 409 with the catalogue's message, and nothing more is written.
    const [audit0, bell0] = [await count(auditLog), await count(notifications)];
    const again = await decide('city', id, { decision: 'decline', note: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(consoleMessages.alreadyDecided);
    expect([await count(auditLog), await count(notifications)]).toEqual([audit0, bell0]);
    const [row] = await t.services.db.select().from(placeRequests).where(eq(placeRequests.id, id));
    expect(row).toMatchObject({ status: 'approved', decisionNote: 'Welcome aboard' });
  });

  it('approves a sport into the sports list', async () => {
    const athlete = await signedInUser(t.services.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/requested-sports',
      headers: { cookie: athlete.cookie },
      payload: { state: 'Florida', city: 'Miami', college: 'x', sport: 'underwater hockey' },
    });
    const id = res.json().item.id as string;
    expect((await decide('sport', id, { decision: 'approve' })).statusCode).toBe(200);
    const sports = (await get('/api/reference/sports?search=underwater', athlete.cookie)).json();
    expect(sports.items).toEqual([{ name: 'Underwater Hockey' }]);
    // The city kind's route does not reach a sport request.
    expect((await decide('city', id, { decision: 'approve' })).statusCode).toBe(404);
  });

  it('declines an issue with the required note; the athlete reads why', async () => {
    const athlete = await signedInUser(t.services.db);
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/issues',
      headers: { cookie: athlete.cookie },
      payload: { message: 'The shop shows the wrong price' },
    });
    const { id, issueNumber } = raised.json().issue;
    const noNote = await decide('issue', id, { decision: 'decline', note: '   ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields.note).toBe(consoleMessages.noteRequired);
    const [still] = await t.services.db
      .select()
      .from(athleteIssues)
      .where(eq(athleteIssues.id, id));
    expect(still?.status).toBe('submitted');

    const res = await decide('issue', id, { decision: 'decline', note: 'The price is right' });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      kind: 'issue',
      state: 'declined',
      title: `Issue #${issueNumber}`,
    });
    const mine = (await get('/api/issues', athlete.cookie)).json().items;
    expect(mine[0]).toMatchObject({ id, status: 'declined' });
    const [bell] = await t.services.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, athlete.user.id));
    expect(bell?.message).toBe(`Your issue #${issueNumber} was declined: The price is right`);
    const declined = (await get('/api/console/requests?kind=issue&state=declined&limit=50')).json();
    expect(declined.items.map((i: TConsoleRequestItem) => i.id)).toContain(id);
    const pending = (await get('/api/console/requests?kind=issue&state=pending&limit=50')).json();
    expect(pending.items.map((i: TConsoleRequestItem) => i.id)).not.toContain(id);
  });

  it("answers a visitor's news suggestion by e-mail to their reply address", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/news-suggestions',
      payload: { type: 'event', remarks: 'Cover the spring regatta', email: 'Visitor@Example.com' },
    });
    expect(sent.statusCode).toBe(200);
    const list = (await get('/api/console/requests?kind=news-suggestion')).json();
    const item = list.items[0] as TConsoleRequestItem;
    expect(item).toMatchObject({
      title: 'Event or contest',
      details: 'Cover the spring regatta',
      requesterName: 'Visitor',
      requesterEmail: 'visitor@example.com',
    });
    const res = await decide('news-suggestion', item.id, { decision: 'approve', note: 'Thanks!' });
    expect(res.statusCode).toBe(200);
    const mails = await t.services.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'visitor@example.com')));
    expect(mails.map((x) => x.textBody)).toEqual(['Your news suggestion was approved: Thanks!']);
  });

  it('answers 404 with the catalogue message for a missing request, 400 for bad input', async () => {
    const missing = await decide('issue', crypto.randomUUID(), { decision: 'approve' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(consoleMessages.notFound);
    expect((await decide('parcel', crypto.randomUUID(), { decision: 'approve' })).statusCode).toBe(
      400,
    );
    expect((await decide('city', crypto.randomUUID(), { decision: 'maybe' })).statusCode).toBe(400);
    expect((await get('/api/console/requests?kind=parcel')).statusCode).toBe(400);
    expect((await get('/api/console/requests?state=lost')).statusCode).toBe(400);
  });

  it('pages newest first and exports CSV a spreadsheet cannot run', async () => {
    const athlete = await signedInUser(t.services.db, { firstName: '@evil', lastName: 'Name' });
    for (const city of ['Alpha', 'Beta', 'Gamma']) await requestCity(athlete.cookie, city);
    const first = (await get('/api/console/requests?kind=city&limit=2')).json();
    expect(first.items.map((i: TConsoleRequestItem) => i.title)).toEqual([
      'Gamma, Florida',
      'Beta, Florida',
    ]);
    const next = (
      await get(`/api/console/requests?kind=city&limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(next.items[0].title).toBe('Alpha, Florida');

    const res = await get('/api/console/requests.csv?kind=city&state=pending');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="requests-city-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'When,Kind,Request,Details,Asked by,E-mail,Support,State,Note,Decided at,Decided by',
    );
    expect(lines[1]).toContain('Gamma, Florida');
    expect(lines[1]).toContain(",'@evil Name,");
  });
});
