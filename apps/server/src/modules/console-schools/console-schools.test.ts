import {
  consoleSchoolsMessages as cm,
  consoleMessages,
  schoolRequestsMessages as m,
} from '@fhp/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminNotifications,
  auditLog,
  cities,
  counties,
  emailOutbox,
  instituteRequests,
  schoolAdminProfiles,
  schoolContractEvents,
  schoolContractRequests,
  schoolContracts,
  schools,
  users,
} from '../../db/schema';
import { verifyPassword } from '../../platform/auth/passwords';
import {
  createAdmin,
  createFan,
  createSchoolAdmin,
  createUser,
  sessionCookie,
} from '../../test/factories';
import { contractRequestBody, createListedSchool } from '../../test/school-requests';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('console: schools', () => {
  let t: TestApp;
  let admin: { id: string; email: string };
  let cookie: string;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.services.db, { email: 'ops-schools@example.com' });
    cookie = await sessionCookie(t.services.db, admin.id);
  });
  afterAll(() => t.close());

  /** A pending request made through the public route (so its image is really stored). */
  async function pendingRequest(email: string, level: 'college' | 'high-school' = 'college') {
    const school = await createListedSchool(t.services.db, level);
    const body = await contractRequestBody({
      level,
      state: 'FL',
      place: school.place,
      school: school.name,
      email,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/school-contract-requests',
      remoteAddress: `10.3.0.${++address}`,
      ...body,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.services.db
      .select()
      .from(schoolContractRequests)
      .where(eq(schoolContractRequests.schoolId, school.id));
    if (!row) throw new Error('no request');
    return { request: row, school };
  }
  const post = (url: string, payload?: object, as = cookie) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const get = (url: string, as = cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: as } });
  const mailsTo = (to: string) =>
    t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.createdAt));

  it('lists pending requests with the school, e-mail and date, and serves the id image to operators', async () => {
    const { request, school } = await pendingRequest('lister@school.test');
    const res = await get('/api/console/school-contract-requests?status=pending&limit=50');
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((i: { id: string }) => i.id === request.id);
    expect(item).toMatchObject({
      schoolName: school.name,
      place: 'Tampa',
      stateName: 'Florida',
      email: 'lister@school.test',
      status: 'pending',
      contractId: null,
    });
    const image = await get(`/api/console/school-contract-requests/${request.id}/id-image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('puts the requests in the inbox, described and linked to the Schools screen', async () => {
    const { request, school } = await pendingRequest('inbox.officer@school.test');
    const res = await get('/api/console/inbox?kind=school-contract-request&limit=50');
    const item = res.json().items.find((i: { notifyId: string }) => i.notifyId === request.id);
    expect(item).toMatchObject({
      kind: 'school-contract-request',
      read: false,
      who: 'inbox.officer@school.test',
      about: `${school.name} (Tampa, FL)`,
      href: `/console/schools?tab=requests&id=${request.id}`,
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/institute-requests',
      remoteAddress: '10.3.7.1',
      payload: {
        level: 'college',
        state: 'OR',
        place: 'Eugene',
        institute: 'Inbox College',
        email: 'inbox@school.test',
      },
    });
    expect(asked.statusCode).toBe(201);
    const institutes = await get('/api/console/inbox?kind=institute&limit=50');
    expect(
      institutes
        .json()
        .items.find((i: { about: string }) => i.about === 'Inbox College (Eugene, OR)'),
    ).toMatchObject({ who: 'inbox@school.test', href: expect.stringContaining('tab=institutes') });
  });

  it('approves: a draft contract, a new school-admin account with a set-password link, the signing link, trail, audit and inbox read', async () => {
    const { request, school } = await pendingRequest('new.officer@school.test', 'high-school');
    const res = await post(`/api/console/school-contract-requests/${request.id}/approve`);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ message: cm.approved, account: 'created' });
    expect(answer.item).toMatchObject({ status: 'approved', contractId: answer.contractId });

    const [contract] = await t.services.db
      .select()
      .from(schoolContracts)
      .where(eq(schoolContracts.id, answer.contractId));
    expect(contract).toMatchObject({
      status: 'draft',
      level: 'high-school',
      stateCode: 'FL',
      place: 'Hillsborough County',
      schoolId: school.id,
      schoolName: school.name,
      officerEmail: 'new.officer@school.test',
      requestId: request.id,
      effectiveDate: new Date().toISOString().slice(0, 10),
    });
    const [officer] = await t.services.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.officer@school.test'));
    expect(officer?.role).toBe('school-admin');
    expect(contract?.schoolAdminId).toBe(officer?.id);
    const [profile] = await t.services.db
      .select()
      .from(schoolAdminProfiles)
      .where(eq(schoolAdminProfiles.userId, officer?.id ?? ''));
    expect(profile).toMatchObject({
      schoolId: school.id,
      schoolName: school.name,
      stateCode: 'FL',
      county: 'Hillsborough County',
      ipContract: false,
    });

    const mails = await mailsTo('new.officer@school.test');
    const signing = mails.find((x) => x.template === 'school-contract-signing-link');
    expect(signing?.textBody).toContain(`${t.config.publicUrl}/school-contract/${contract?.id}`);
    const setPassword = mails.find((x) => x.template === 'school-admin-set-password');
    const link = setPassword?.textBody.match(/\/auth\/reset-password\?token=([^&\s]+)&for=school/);
    expect(link).toBeTruthy();
    // The link sets the password through the reset route, once.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(link?.[1] ?? ''), password: 'Officer123!' },
      remoteAddress: '10.3.9.1',
    });
    expect(reset.statusCode).toBe(200);
    const [after] = await t.services.db
      .select()
      .from(users)
      .where(eq(users.id, officer?.id ?? ''));
    expect(await verifyPassword(after?.passwordHash ?? '', 'Officer123!')).toBe(true);

    const events = await t.services.db
      .select()
      .from(schoolContractEvents)
      .where(eq(schoolContractEvents.requestId, request.id));
    expect(events.map((e) => e.kind).sort()).toEqual(['approved', 'requested']);
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectId, request.id), eq(auditLog.action, 'school-request.approve')),
      );
    expect(audit?.actorEmail).toBe(admin.email);
    const [inbox] = await t.services.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.notifyId, request.id));
    expect(inbox?.status).toBe(true);

    // Decided once.
    const again = await post(`/api/console/school-contract-requests/${request.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(consoleMessages.alreadyDecided);
    // The contract is listed as a draft.
    const drafts = await get('/api/console/school-contracts?status=draft&limit=50');
    expect(drafts.json().items.map((c: { id: string }) => c.id)).toContain(contract?.id);
  });

  it('links an existing school administrator instead of making an account', async () => {
    const { request } = await pendingRequest('linked.officer@school.test');
    // The account appeared after the request (the request's check refuses known e-mails).
    const existing = await createSchoolAdmin(t.services.db, {
      email: 'linked.officer@school.test',
    });
    const res = await post(`/api/console/school-contract-requests/${request.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toBe('linked');
    const [contract] = await t.services.db
      .select()
      .from(schoolContracts)
      .where(eq(schoolContracts.requestId, request.id));
    expect(contract?.schoolAdminId).toBe(existing.id);
    const mails = await mailsTo('linked.officer@school.test');
    expect(mails.map((x) => x.template)).toEqual(['school-contract-signing-link']);
  });

  it('refuses an e-mail of another role with a clear 409 and writes nothing', async () => {
    const { request } = await pendingRequest('fan.officer@school.test');
    await createFan(t.services.db, { email: 'fan.officer@school.test' });
    const res = await post(`/api/console/school-contract-requests/${request.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(cm.emailIsOtherRole);
    const [row] = await t.services.db
      .select()
      .from(schoolContractRequests)
      .where(eq(schoolContractRequests.id, request.id));
    expect(row?.status).toBe('pending');
    expect(
      await t.services.db
        .select()
        .from(schoolContracts)
        .where(eq(schoolContracts.requestId, request.id)),
    ).toEqual([]);
    expect(await mailsTo('fan.officer@school.test')).toEqual([]);
  });

  it('declines with a required reason e-mailed to the requester, once', async () => {
    const { request, school } = await pendingRequest('declined@school.test');
    const blank = await post(`/api/console/school-contract-requests/${request.id}/decline`, {
      reason: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.reason).toBe(cm.reasonRequired);
    const res = await post(`/api/console/school-contract-requests/${request.id}/decline`, {
      reason: 'The id image is unreadable',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: cm.declined,
      item: { status: 'declined', decisionNote: 'The id image is unreadable' },
    });
    const [mail] = await mailsTo('declined@school.test');
    expect(mail?.template).toBe('school-contract-request-declined');
    expect(mail?.textBody).toContain(school.name);
    expect(mail?.textBody).toContain('The id image is unreadable');
    const again = await post(`/api/console/school-contract-requests/${request.id}/decline`, {
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    // A declined school may ask again.
    const body = await contractRequestBody({
      level: 'college',
      state: 'FL',
      place: school.place,
      school: school.name,
      email: 'declined@school.test',
    });
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/school-contract-requests',
      remoteAddress: '10.3.8.1',
      ...body,
    });
    expect(retry.statusCode).toBe(201);
  });

  it('answers 404 for an unknown request', async () => {
    const id = crypto.randomUUID();
    expect((await post(`/api/console/school-contract-requests/${id}/approve`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/console/school-contract-requests/${id}/id-image`)).statusCode).toBe(
      404,
    );
  });

  describe('institute requests', () => {
    async function instituteRequest(level: 'college' | 'high-school', place: string, name: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/institute-requests',
        remoteAddress: `10.4.0.${++address}`,
        payload: { level, state: 'NV', place, institute: name, email: 'asker@school.test' },
      });
      expect(res.statusCode).toBe(201);
      const [row] = await t.services.db
        .select()
        .from(instituteRequests)
        .where(eq(instituteRequests.instituteName, name));
      if (!row) throw new Error('no institute request');
      return row;
    }

    it('adds a high school (and its county) so the pickers offer it', async () => {
      const row = await instituteRequest('high-school', 'Newcounty County', 'Desert Star High');
      const listed = await get('/api/console/institute-requests?status=pending&limit=50');
      expect(listed.json().items.map((i: { id: string }) => i.id)).toContain(row.id);
      const res = await post(`/api/console/institute-requests/${row.id}/add`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: cm.instituteAdded, item: { status: 'added' } });
      const [county] = await t.services.db
        .select()
        .from(counties)
        .where(and(eq(counties.stateCode, 'NV'), eq(counties.name, 'Newcounty County')));
      expect(county).toBeTruthy();
      const picker = await t.app.inject({
        method: 'GET',
        url: '/api/reference/schools?state=NV&county=Newcounty%20County',
      });
      expect(picker.json().items.map((s: { name: string }) => s.name)).toContain(
        'Desert Star High',
      );
      const [inbox] = await t.services.db
        .select()
        .from(adminNotifications)
        .where(eq(adminNotifications.notifyId, row.id));
      expect(inbox?.status).toBe(true);
      expect((await post(`/api/console/institute-requests/${row.id}/add`)).statusCode).toBe(409);
    });

    it('adds a college under its city, once even when listed already', async () => {
      const row = await instituteRequest('college', 'Newtown', 'Sierra College Test');
      expect((await post(`/api/console/institute-requests/${row.id}/add`)).statusCode).toBe(200);
      const [city] = await t.services.db
        .select()
        .from(cities)
        .where(and(eq(cities.stateCode, 'NV'), eq(cities.name, 'Newtown')));
      expect(city).toBeTruthy();
      const second = await instituteRequest('college', 'Newtown', 'SIERRA College Test');
      expect((await post(`/api/console/institute-requests/${second.id}/add`)).statusCode).toBe(200);
      const listed = await t.services.db
        .select()
        .from(schools)
        .where(and(eq(schools.stateCode, 'NV'), eq(schools.city, 'Newtown')));
      expect(listed).toHaveLength(1);
    });

    it('declines with a reason e-mailed to the requester', async () => {
      const row = await instituteRequest('college', 'Reno', 'Not A Real College');
      const res = await post(`/api/console/institute-requests/${row.id}/decline`, {
        reason: 'We could not find this school',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().item).toMatchObject({ status: 'declined' });
      const [mail] = await mailsTo('asker@school.test');
      expect(mail?.template).toBe('institute-request-declined');
      expect(mail?.textBody).toContain('We could not find this school');
    });
  });

  it('refuses every console route to anonymous, athlete, fan and school-admin', async () => {
    const { request } = await pendingRequest('guarded@school.test');
    const others = {
      athlete: await sessionCookie(t.services.db, (await createUser(t.services.db)).id),
      fan: await sessionCookie(t.services.db, (await createFan(t.services.db)).id),
      schoolAdmin: await sessionCookie(t.services.db, (await createSchoolAdmin(t.services.db)).id),
    };
    const routes: [string, string, object?][] = [
      ['GET', '/api/console/school-contract-requests'],
      ['GET', `/api/console/school-contract-requests/${request.id}/id-image`],
      ['POST', `/api/console/school-contract-requests/${request.id}/approve`],
      ['POST', `/api/console/school-contract-requests/${request.id}/decline`, { reason: 'x' }],
      ['GET', '/api/console/institute-requests'],
      ['POST', `/api/console/institute-requests/${request.id}/add`],
      ['POST', `/api/console/institute-requests/${request.id}/decline`, { reason: 'x' }],
      ['GET', '/api/console/school-contracts'],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const [who, as] of Object.entries(others)) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { cookie: as },
          payload,
        });
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
    const [row] = await t.services.db
      .select()
      .from(schoolContractRequests)
      .where(eq(schoolContractRequests.id, request.id));
    expect(row?.status).toBe('pending');
  });

  it('keeps the search closed to a draft made by approval', async () => {
    const { request, school } = await pendingRequest('search.officer@school.test');
    await post(`/api/console/school-contract-requests/${request.id}/approve`);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/school-contract-search?${new URLSearchParams({
        level: 'college',
        state: 'FL',
        place: school.place,
        school: school.name,
      })}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(m.noContract);
  });
});
