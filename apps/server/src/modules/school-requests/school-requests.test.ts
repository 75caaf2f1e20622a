import { schoolRequestsMessages as m } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminNotifications,
  instituteRequests,
  schoolContractEvents,
  schoolContractRequests,
  schoolContracts,
} from '../../db/schema';
import { createUser } from '../../test/factories';
import { contractRequestBody, createListedSchool } from '../../test/school-requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { script, tinyGif, tinyJpeg } from '../../test/uploads';

describe('school contract requests (public)', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = async (
    data: Record<string, unknown>,
    image?: Parameters<typeof contractRequestBody>[1],
    remoteAddress = `10.1.0.${++address}`,
  ) => {
    const body = await contractRequestBody(data, image);
    return t.app.inject({
      method: 'POST',
      url: '/api/school-contract-requests',
      remoteAddress,
      ...body,
    });
  };
  const form = (school: { name: string; place: string }, extra: Record<string, unknown> = {}) => ({
    level: 'college',
    state: 'FL',
    place: school.place,
    school: school.name,
    email: `officer-${++address}@school.test`,
    ...extra,
  });
  const count = async (table: typeof schoolContractRequests | typeof adminNotifications) =>
    (await t.services.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  it('keeps a pending request, its trail row and an operator inbox item, and says so', async () => {
    const school = await createListedSchool(t.services.db);
    const res = await send(form(school, { email: '  Officer@School.TEST ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: m.requestSent });
    const [row] = await t.services.db
      .select()
      .from(schoolContractRequests)
      .where(eq(schoolContractRequests.schoolId, school.id));
    expect(row).toMatchObject({
      status: 'pending',
      level: 'college',
      stateCode: 'FL',
      place: 'Tampa',
      schoolName: school.name,
      email: 'officer@school.test',
    });
    expect(row?.idImageKey).toMatch(/^school-ids\/.+\.png$/);
    // The stored image is the re-encoded one, kept outside the public files.
    expect(await t.services.storage.get(row?.idImageKey ?? '')).not.toBeNull();
    const events = await t.services.db
      .select()
      .from(schoolContractEvents)
      .where(eq(schoolContractEvents.requestId, row?.id ?? ''));
    expect(events.map((e) => e.kind)).toEqual(['requested']);
    const inbox = await t.services.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.notifyId, row?.id ?? ''));
    expect(inbox).toMatchObject([{ type: 'school-contract-request', status: false }]);
  });

  it('accepts a high school by its county, and GIF and JPEG images', async () => {
    const high = await createListedSchool(t.services.db, 'high-school');
    const gif = await send(form(high, { level: 'high-school' }), {
      bytes: tinyGif(),
      filename: 'id.gif',
      type: 'image/gif',
    });
    expect(gif.statusCode).toBe(201);
    const college = await createListedSchool(t.services.db);
    const jpeg = await send(form(college), {
      bytes: tinyJpeg(),
      filename: 'id.jpg',
      type: 'image/jpeg',
    });
    expect(jpeg.statusCode).toBe(201);
  });

  it('refuses a second pending request for the school', async () => {
    const school = await createListedSchool(t.services.db);
    expect((await send(form(school))).statusCode).toBe(201);
    const again = await send(form(school));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.schoolHasRequest);
  });

  it('refuses a school that has a contract (whatever its state)', async () => {
    const school = await createListedSchool(t.services.db);
    await t.services.db.insert(schoolContracts).values({
      level: 'college',
      stateCode: 'FL',
      place: school.place,
      schoolId: school.id,
      schoolName: school.name,
      officerEmail: 'first@school.test',
      effectiveDate: '2026-01-01',
    });
    const res = await send(form(school));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.schoolHasContract);
  });

  it('refuses an e-mail that already has an account, in any case', async () => {
    const school = await createListedSchool(t.services.db);
    await createUser(t.services.db, { email: 'taken@school.test' });
    const res = await send(form(school, { email: 'TAKEN@school.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(m.emailHasAccount);
  });

  it('refuses a school that is not in the lists (wrong place, level or name)', async () => {
    const school = await createListedSchool(t.services.db);
    for (const data of [
      form(school, { place: 'Orlando' }),
      form(school, { level: 'high-school' }),
      form(school, { school: 'Nowhere College' }),
      form(school, { state: 'GA' }),
    ]) {
      const res = await send(data);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.school).toBe(m.schoolNotListed);
    }
  });

  it.each([
    [{ email: '' }, 'email', m.emailRequired],
    [{ email: 'not-an-email' }, 'email', m.emailInvalid],
    [{ state: '' }, 'state', m.stateRequired],
    [{ place: ' ' }, 'place', m.placeRequired],
    [{ school: '' }, 'school', m.schoolRequired],
    [{ level: 'university' }, 'level', m.levelRequired],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const school = await createListedSchool(t.services.db);
    const before = await count(schoolContractRequests);
    const res = await send(form(school, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await count(schoolContractRequests)).toBe(before);
  });

  it('requires the id image', async () => {
    const school = await createListedSchool(t.services.db);
    const res = await send(form(school), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.idImage).toBe(m.idImageRequired);
  });

  it('checks the image by its bytes: text named id.png is refused and nothing is kept', async () => {
    const school = await createListedSchool(t.services.db);
    const before = await count(schoolContractRequests);
    const inboxBefore = await count(adminNotifications);
    const res = await send(form(school), {
      bytes: script(),
      filename: 'id.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.fields.idImage).toBeTruthy();
    expect(await count(schoolContractRequests)).toBe(before);
    expect(await count(adminNotifications)).toBe(inboxBefore);
  });

  it('refuses an image over 1 MB', async () => {
    const school = await createListedSchool(t.services.db);
    const res = await send(form(school), {
      bytes: Buffer.alloc(1_100_000, 1),
      filename: 'id.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(413);
  });

  it('limits one address to 5 requests in 10 minutes', async () => {
    const ip = '10.77.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send({}, null, ip)).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 400)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  describe('new institute requests', () => {
    const post = (payload: object, remoteAddress = `10.2.0.${++address}`) =>
      t.app.inject({ method: 'POST', url: '/api/institute-requests', payload, remoteAddress });

    it('keeps the request with an inbox item of kind institute', async () => {
      const res = await post({
        level: 'high-school',
        state: 'TX',
        place: 'Travis County',
        institute: 'Lone Star High',
        email: 'Head@LoneStar.test',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(m.instituteSent);
      const [row] = await t.services.db
        .select()
        .from(instituteRequests)
        .where(eq(instituteRequests.instituteName, 'Lone Star High'));
      expect(row).toMatchObject({
        stateCode: 'TX',
        place: 'Travis County',
        email: 'head@lonestar.test',
      });
      const inbox = await t.services.db
        .select()
        .from(adminNotifications)
        .where(
          and(
            eq(adminNotifications.notifyId, row?.id ?? ''),
            eq(adminNotifications.type, 'institute'),
          ),
        );
      expect(inbox).toHaveLength(1);
    });

    it.each([
      [{ state: undefined }, 'state', m.stateRequired],
      [{ state: 'DC' }, 'state', m.stateRequired],
      [{ place: '' }, 'place', m.placeRequired],
      [{ institute: ' ' }, 'institute', m.instituteNameRequired],
      [{ email: 'nope' }, 'email', m.emailInvalid],
    ])('refuses %j', async (change, field, message) => {
      const res = await post({
        level: 'college',
        state: 'TX',
        place: 'Austin',
        institute: 'Some College',
        email: 'a@b.test',
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    });
  });

  describe('contract search', () => {
    const search = (q: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/school-contract-search?${new URLSearchParams(q)}` });

    it('finds only an approved contract; a draft or signed one answers as none', async () => {
      const found: Record<string, number> = {};
      for (const status of ['draft', 'signed', 'approved'] as const) {
        const school = await createListedSchool(t.services.db);
        const [c] = await t.services.db
          .insert(schoolContracts)
          .values({
            level: 'college',
            stateCode: 'FL',
            place: school.place,
            schoolId: school.id,
            schoolName: school.name,
            officerEmail: 'o@school.test',
            effectiveDate: '2026-01-01',
            status,
          })
          .returning();
        const res = await search({
          level: 'college',
          state: 'FL',
          place: school.place,
          school: school.name,
        });
        found[status] = res.statusCode;
        if (status === 'approved') expect(res.json()).toEqual({ id: c?.id });
        else expect(res.json().error.message).toBe(m.noContract);
      }
      expect(found).toEqual({ draft: 404, signed: 404, approved: 200 });
    });

    it("answers 'No contract found' for OTHER and unknown schools", async () => {
      const res = await search({
        level: 'high-school',
        state: 'FL',
        place: 'OTHER',
        school: 'OTHER',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(m.noContract);
    });
  });
});
