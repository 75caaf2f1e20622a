import {
  messages,
  royaltyRule,
  splitAmount,
  type TAuditEntry,
  type TConsoleUser,
  type TConsoleUserDetail,
} from '@fhp/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, userNotes, users } from '../../db/schema';
import { walletBalance } from '../../platform/ledger/ledger';
import {
  bookFanPurchase,
  createAdmin,
  createFan,
  createSchoolAdmin,
  createUser,
  sessionCookie,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.consoleUsers;

describe('console users', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.services.db, { email: 'ops-users@example.com' });
    cookie = await sessionCookie(t.services.db, admin.id);
  });
  afterAll(() => t.close());

  const get = (url: string, as = cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: as } });
  const post = (url: string, payload: object, as = cookie) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: as, origin: t.config.publicUrl },
      payload,
    });
  const search = async (query: string) => {
    const res = await get(`/api/console/users?limit=50&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { items: TConsoleUser[]; nextCursor: string | null };
  };
  const auditOf = async (userId: string) => {
    const res = await get(`/api/console/audit?subjectType=user&subjectId=${userId}`);
    return (res.json() as { items: TAuditEntry[] }).items;
  };

  it('finds an account by part of its name, its e-mail or its athlete ID', async () => {
    const athlete = await createUser(t.services.db, {
      firstName: 'Zephyrine',
      lastName: 'Quakenbush',
      email: 'zq.runner@example.com',
    });
    const fan = await createFan(t.services.db, { firstName: 'Zephyrine', lastName: 'Abbott' });

    const byName = await search('q=quakenb');
    expect(byName.items.map((u) => u.id)).toEqual([athlete.id]);
    expect(byName.items[0]).toMatchObject({
      role: 'athlete',
      name: 'Zephyrine Quakenbush',
      athleteNumber: athlete.athlete?.athleteNumber,
      blocked: false,
    });
    // A full name across first and last; in name order (last name first).
    expect((await search('q=zephyrine')).items.map((u) => u.id)).toEqual([fan.id, athlete.id]);
    expect((await search('q=zephyrine%20q')).items.map((u) => u.id)).toEqual([athlete.id]);
    // One or two letters: the start of a first or last name.
    expect((await search('q=qu')).items.map((u) => u.id)).toContain(athlete.id);
    expect((await search('q=ua')).items.map((u) => u.id)).not.toContain(athlete.id);
    // An e-mail, whatever its case.
    expect((await search('q=ZQ.Runner%40Example.com')).items.map((u) => u.id)).toEqual([
      athlete.id,
    ]);
    // The start of an e-mail address, without or with its @.
    expect((await search('q=zq.run')).items.map((u) => u.id)).toEqual([athlete.id]);
    expect((await search('q=ZQ.RUNNER%40')).items.map((u) => u.id)).toEqual([athlete.id]);
    // An athlete ID.
    const number = athlete.athlete?.athleteNumber ?? 0;
    expect((await search(`q=${number}`)).items.map((u) => u.id)).toEqual([athlete.id]);
    // A LIKE wildcard is a character, not a pattern.
    expect((await search('q=%25%25%25')).items).toEqual([]);
  });

  it('filters by role (managers are flagged fans) and by blocked, and pages in name order', async () => {
    const manager = await createFan(t.services.db, { lastName: 'Filterson', isManager: true });
    const fan = await createFan(t.services.db, { lastName: 'Filterson' });
    const school = await createSchoolAdmin(t.services.db, { lastName: 'Filterson' });
    const blocked = await createUser(t.services.db, { lastName: 'Filterson', blocked: true });

    const ids = async (query: string) =>
      (await search(`q=filterson&${query}`)).items.map((u) => u.id);
    expect(await ids('role=manager')).toEqual([manager.id]);
    expect((await ids('role=fan')).sort()).toEqual([manager.id, fan.id].sort());
    expect(await ids('role=school-admin')).toEqual([school.id]);
    expect(await ids('state=blocked')).toEqual([blocked.id]);
    expect(await ids('state=active')).not.toContain(blocked.id);

    // Keyset pages of 1 walk the same order as one page of 50, with no row twice.
    const all = await ids('');
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/api/console/users?q=filterson&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = res.json() as { items: TConsoleUser[]; nextCursor: string | null };
      walked.push(...page.items.map((u) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all);
    expect(all).toHaveLength(4);

    expect((await get('/api/console/users?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await get('/api/console/users?role=owner')).statusCode).toBe(400);
  });

  it('exports the search as CSV', async () => {
    await createUser(t.services.db, { firstName: '=cmd', lastName: 'Csvtestname' });
    const res = await get('/api/console/users.csv?q=csvtestname');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('User ID,Name,E-mail,Role,Athlete ID,Blocked,Created,Last sign-in');
    expect(lines).toHaveLength(2);
    // A formula is neutralised.
    expect(lines[1]).toContain(",'=cmd Csvtestname,");
  });

  it("shows a user's page: facts, sales and wallet from the ledger, purchases, sessions, notes", async () => {
    const athlete = await createUser(t.services.db, { firstName: 'Page', lastName: 'Athlete' });
    const fan = await createFan(t.services.db, { firstName: 'Page', lastName: 'Fan' });
    await bookFanPurchase(t.services.db, {
      kind: 'seasonal_badge',
      athleteUserId: athlete.id,
      buyerUserId: fan.id,
      amountCents: 1000,
    });
    await bookFanPurchase(t.services.db, {
      kind: 'endorsement',
      athleteUserId: athlete.id,
      buyerUserId: fan.id,
      amountCents: 2500,
    });
    await sessionCookie(t.services.db, athlete.id);

    const res = await get(`/api/console/users/${athlete.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as TConsoleUserDetail;
    expect(page.user).toMatchObject({ id: athlete.id, role: 'athlete', name: 'Page Athlete' });
    expect(page.athlete).toMatchObject({
      athleteNumber: athlete.athlete?.athleteNumber,
      sport: 'Basketball',
      state: 'Florida',
    });
    const expected =
      splitAmount(1000, royaltyRule('seasonal_badge')).athlete +
      splitAmount(2500, royaltyRule('endorsement')).athlete;
    expect(expected).toBeGreaterThan(0);
    expect(page.walletBalanceCents).toBe(expected);
    expect(page.walletBalanceCents).toBe(await walletBalance(t.services.db, athlete.id));
    expect(page.sales).toMatchObject({ count: 2, totalCents: 3500 });
    expect(page.sales?.recent.map((s) => [s.kind, s.counterpartyName])).toEqual([
      ['endorsement', 'Page Fan'],
      ['seasonal_badge', 'Page Fan'],
    ]);
    expect(page.sessions.count).toBe(1);

    const fanPage = (await get(`/api/console/users/${fan.id}`)).json() as TConsoleUserDetail;
    expect(fanPage.athlete).toBeNull();
    expect(fanPage.walletBalanceCents).toBeNull();
    expect(fanPage.sales).toBeNull();
    expect(fanPage.purchases).toMatchObject({ count: 2, totalCents: 3500 });
    expect(fanPage.purchases.recent[0]?.counterpartyName).toBe('Page Athlete');

    expect((await get(`/api/console/users/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('blocks an account: its sessions end, the audit row keeps the reason; a second block is 409', async () => {
    const athlete = await createUser(t.services.db);
    const theirs = await sessionCookie(t.services.db, athlete.id);
    expect((await get('/api/me', theirs)).statusCode).toBe(200);

    const res = await post(`/api/console/users/${athlete.id}/block`, { reason: 'Fraud reports' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.blocked });
    expect((await get('/api/me', theirs)).statusCode).toBe(401);
    const [left] = await t.services.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, athlete.id));
    expect(left?.n).toBe(0);

    const again = await post(`/api/console/users/${athlete.id}/block`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyBlocked);

    const audit = await auditOf(athlete.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'user.block',
      actorEmail: 'ops-users@example.com',
      before: { blocked: false },
      after: { blocked: true },
      note: 'Fraud reports',
    });

    // Unblocked, the account signs in again (a new session); a second unblock is 409.
    const unblock = await post(`/api/console/users/${athlete.id}/unblock`, { reason: 'Cleared' });
    expect(unblock.statusCode).toBe(200);
    expect((await get('/api/me', await sessionCookie(t.services.db, athlete.id))).statusCode).toBe(
      200,
    );
    const twice = await post(`/api/console/users/${athlete.id}/unblock`, { reason: 'Cleared' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(m.notBlocked);
    expect((await auditOf(athlete.id)).map((a) => a.action)).toEqual([
      'user.unblock',
      'user.block',
    ]);
  });

  it('refuses to block the operator themselves or another operator, and changes nothing', async () => {
    const self = await post(`/api/console/users/${admin.id}/block`, { reason: 'Oops' });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toBe(m.cannotBlockSelf);
    const other = await createAdmin(t.services.db);
    const res = await post(`/api/console/users/${other.id}/block`, { reason: 'Oops' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(m.cannotBlockOperator);
    const [row] = await t.services.db
      .select({ blocked: users.blocked })
      .from(users)
      .where(eq(users.id, other.id));
    expect(row?.blocked).toBe(false);
    expect(await auditOf(other.id)).toEqual([]);
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('answers 404 for a missing user and 400 for a missing reason, writing nothing', async () => {
    const missing = crypto.randomUUID();
    for (const path of ['block', 'unblock', 'notes', 'manager']) {
      const res = await post(`/api/console/users/${missing}/${path}`, {
        reason: 'x',
        text: 'x',
        isManager: true,
      });
      expect(res.statusCode).toBe(404);
    }
    const athlete = await createUser(t.services.db);
    const res = await post(`/api/console/users/${athlete.id}/block`, { reason: '   ' });
    expect(res.statusCode).toBe(400);
    expect(await auditOf(athlete.id)).toEqual([]);
  });

  it('flags a fan as manager and takes it back; another role or a no-op is 409', async () => {
    const fan = await createFan(t.services.db);
    const fanCookie = await sessionCookie(t.services.db, fan.id);
    const flag = await post(`/api/console/users/${fan.id}/manager`, { isManager: true });
    expect(flag.statusCode).toBe(200);
    expect(flag.json()).toEqual({ message: m.managerFlagged });
    // The fan's session sees it on the next request (the session cache was told).
    expect((await get('/api/me', fanCookie)).json().user.isManager).toBe(true);
    const again = await post(`/api/console/users/${fan.id}/manager`, { isManager: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyManager);
    const unflag = await post(`/api/console/users/${fan.id}/manager`, { isManager: false });
    expect(unflag.json()).toEqual({ message: m.managerUnflagged });
    expect((await auditOf(fan.id)).map((a) => [a.action, a.after])).toEqual([
      ['user.unflag-manager', { isManager: false }],
      ['user.flag-manager', { isManager: true }],
    ]);

    const athlete = await createUser(t.services.db);
    const notFan = await post(`/api/console/users/${athlete.id}/manager`, { isManager: true });
    expect(notFan.statusCode).toBe(409);
    expect(notFan.json().error.message).toBe(m.notAFan);
  });

  it('adds notes, lists them newest first with their author, and never edits one', async () => {
    const fan = await createFan(t.services.db);
    for (const text of ['First call', 'Second call']) {
      const res = await post(`/api/console/users/${fan.id}/notes`, { text });
      expect(res.statusCode).toBe(201);
    }
    const page = (await get(`/api/console/users/${fan.id}`)).json() as TConsoleUserDetail;
    expect(page.notes.count).toBe(2);
    expect(page.notes.recent.map((n) => [n.text, n.authorEmail])).toEqual([
      ['Second call', 'ops-users@example.com'],
      ['First call', 'ops-users@example.com'],
    ]);
    expect((await auditOf(fan.id)).map((a) => a.note)).toEqual(['Second call', 'First call']);
    const error = await t.services.db
      .update(userNotes)
      .set({ text: 'edited' })
      .where(eq(userNotes.userId, fan.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(String((error as Error | null)?.cause)).toMatch(/user_notes is append-only/);
  });

  it("sends an athlete an admin message: their bell reads it as 'Admin sends a message: ...', audited", async () => {
    const athlete = await createUser(t.services.db);
    const res = await post(`/api/console/athletes/${athlete.id}/messages`, {
      message: 'Please update your photo.',
    });
    expect(res.statusCode).toBe(201);
    const theirs = await sessionCookie(t.services.db, athlete.id);
    const bell = (await get('/api/notifications?tab=unread', theirs)).json() as {
      items: { type: string; message: string }[];
    };
    expect(bell.items).toMatchObject([{ type: 'admin', message: 'Please update your photo.' }]);
    expect(messages.notifications.adminMessagePrefix).toBe('Admin sends a message: ');
    const audit = await auditOf(athlete.id);
    expect(audit).toMatchObject([{ action: 'user.message', note: 'Please update your photo.' }]);
    // The push queued for their browsers says who speaks.
    const jobs = await t.services.jobs.boss.findJobs('push-send', { queued: true });
    const push = jobs.find((j) => (j.data as { userId?: string }).userId === athlete.id);
    expect((push?.data as { payload?: { body: string } } | undefined)?.payload?.body).toBe(
      'Admin sends a message: Please update your photo.',
    );
  });

  it('keeps every action to operators', async () => {
    const fan = await createFan(t.services.db);
    const fanCookie = await sessionCookie(t.services.db, fan.id);
    expect((await get('/api/console/users', fanCookie)).statusCode).toBe(403);
    expect(
      (await post(`/api/console/users/${fan.id}/block`, { reason: 'x' }, fanCookie)).statusCode,
    ).toBe(403);
    const [n] = await t.services.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, fan.id)));
    expect(n?.n).toBe(0);
  });
});
