import { SCHOOL_NOTIFICATION_TYPES, type TSchoolIpStatus } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, schoolAdminProfiles, schoolContracts } from '../../db/schema';
import {
  createAdmin,
  createFan,
  createSchoolAdmin,
  createUser,
  schoolIdOf,
  sessionCookie,
  signedInUser,
} from '../../test/factories';
import { createSchoolContract } from '../../test/school-contract-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { announceNewAthlete } from '../registration/new-athlete-fan-email';

/**
 * Issue 35 item 6 and 7: the school administrator's area (its school, contract, the athletes
 * who accepted the IP contract, notifications matched by school) and the athlete's Check School
 * IP. The area is the school administrators' alone; another school's administrator sees nothing.
 */
describe('school administrator area', () => {
  let t: TestApp;
  let miamiDade: number;
  let fiu: number;
  beforeAll(async () => {
    t = await createTestApp();
    miamiDade = await schoolIdOf(t.services.db, 'FL', 'Miami', 'Miami Dade College');
    fiu = await schoolIdOf(t.services.db, 'FL', 'Miami', 'Florida International University');
  });
  afterAll(() => t.close());

  const db = () => t.services.db;
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** A school admin at a school (Miami Dade College unless said). */
  async function schoolAdmin(schoolId?: number) {
    const user = await createSchoolAdmin(db());
    if (schoolId !== undefined) {
      await db()
        .update(schoolAdminProfiles)
        .set({ schoolId })
        .where(eq(schoolAdminProfiles.userId, user.id));
    }
    return { user, cookie: await sessionCookie(db(), user.id) };
  }

  /** An athlete at a school, who said Yes to its contract or not. */
  async function athleteAt(schoolId: number | null, accepted?: { adminId: string; at: Date }) {
    const me = await signedInUser(db(), { firstName: 'Ana', lastName: 'Reyes' });
    await db()
      .update(athleteProfiles)
      .set({
        athleteType: 'College',
        stateCode: 'FL',
        city: 'Miami',
        schoolId,
        schoolName: 'Listed',
        schoolAdminId: accepted?.adminId ?? null,
        schoolIpAcceptedAt: accepted?.at ?? null,
      })
      .where(eq(athleteProfiles.userId, me.user.id));
    return me;
  }

  it("signs a school admin into the 'school' panel, and no one else", async () => {
    const login = (email: string, password: string, panel: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password, panel },
        remoteAddress: `10.88.0.${Math.floor(Math.random() * 250) + 1}`,
      });
    const admin = await createSchoolAdmin(db());
    const athlete = await createUser(db());
    const ok = await login(admin.email, admin.password, 'school');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ role: 'school-admin' });
    expect((await login(athlete.email, athlete.password, 'school')).statusCode).toBe(403);
    // The athlete panel stays the athletes' (spec part 1, section 6).
    expect((await login(admin.email, admin.password, 'athlete')).statusCode).toBe(403);
  });

  it('refuses the area to every other role (401 signed out, 403 another role)', async () => {
    expect((await get('/api/school-area/me')).statusCode).toBe(401);
    for (const user of [await createUser(db()), await createFan(db()), await createAdmin(db())]) {
      const cookie = await sessionCookie(db(), user.id);
      expect((await get('/api/school-area/me', cookie)).statusCode).toBe(403);
      expect((await get(`/api/school-area/schools/${miamiDade}`, cookie)).statusCode).toBe(403);
      expect((await get(`/api/school-area/schools/${miamiDade}/athletes`, cookie)).statusCode).toBe(
        403,
      );
    }
  });

  it("shows my school and its contract; another school's admin gets 404", async () => {
    const mine = await schoolAdmin();
    const me = (await get('/api/school-area/me', mine.cookie)).json();
    expect(me.school).toMatchObject({
      id: miamiDade,
      name: 'Miami Dade College',
      level: 'college',
      stateCode: 'FL',
      place: 'Miami',
    });
    const before = await get(`/api/school-area/schools/${miamiDade}`, mine.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json().contract).toBeNull();

    const contract = await createSchoolContract(db(), {
      schoolId: miamiDade,
      status: 'approved',
      schoolAdminId: mine.user.id,
      countersignedAt: new Date('2026-11-05T12:00:00Z'),
    });
    const home = (await get(`/api/school-area/schools/${miamiDade}`, mine.cookie)).json();
    expect(home.contract).toEqual({
      id: contract.id,
      number: contract.number,
      status: 'approved',
      effectiveDate: '2026-11-01',
      approvedAt: '2026-11-05T12:00:00.000Z',
      hasPdf: true,
    });

    const other = await schoolAdmin(fiu);
    expect((await get(`/api/school-area/schools/${miamiDade}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await get(`/api/school-area/schools/${miamiDade}/athletes`, other.cookie)).statusCode,
    ).toBe(404);
    // An unknown school is the same 404; a path that names no school id is bad input.
    expect((await get('/api/school-area/schools/999999', mine.cookie)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect((await get(`/api/school-area/schools/${bad}`, mine.cookie)).statusCode, bad).toBe(400);
    }
    // A school admin linked to no school sees that, and no school.
    const unlinked = await schoolAdmin();
    await db()
      .update(schoolAdminProfiles)
      .set({ schoolId: null })
      .where(eq(schoolAdminProfiles.userId, unlinked.user.id));
    expect((await get('/api/school-area/me', unlinked.cookie)).json()).toEqual({ school: null });
    expect((await get(`/api/school-area/schools/${miamiDade}`, unlinked.cookie)).statusCode).toBe(
      404,
    );
    await db().delete(schoolContracts).where(eq(schoolContracts.id, contract.id));
  });

  it('lists the athletes who accepted, 5 a page, newest first; no one else', async () => {
    const admin = await schoolAdmin(fiu);
    const accepted = [];
    for (let i = 0; i < 6; i++) {
      const at = new Date(Date.UTC(2026, 10, 10 + i));
      accepted.push({ me: await athleteAt(fiu, { adminId: admin.user.id, at }), at });
    }
    await athleteAt(fiu); // did not accept
    await athleteAt(miamiDade, { adminId: admin.user.id, at: new Date() }); // another school
    const url = `/api/school-area/schools/${fiu}/athletes`;
    const first = (await get(url, admin.cookie)).json();
    expect(first.items).toHaveLength(5);
    expect(first.items[0]).toMatchObject({
      name: 'Ana Reyes',
      athleteNumber: accepted[5]?.me.user.athlete?.athleteNumber,
      sport: 'Basketball',
      acceptedAt: accepted[5]?.at.toISOString(),
    });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await get(`${url}?cursor=${encodeURIComponent(first.nextCursor)}`, admin.cookie)
    ).json();
    expect(second.items.map((a: { acceptedAt: string }) => a.acceptedAt)).toEqual([
      accepted[0]?.at.toISOString(),
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await get(`${url}?cursor=nonsense`, admin.cookie)).statusCode).toBe(400);
  });

  it('notifies the school admins when an athlete of the school registers', async () => {
    const admin = await schoolAdmin(fiu);
    const outsider = await schoolAdmin(miamiDade);
    const athlete = await athleteAt(fiu);
    // The registration's activation calls this in its transaction (capture-registration-fee.ts).
    await db().transaction((tx) => announceNewAthlete(t.services, tx, athlete.user.id));
    const mine = (await get('/api/notifications', admin.cookie)).json().items;
    expect(mine).toEqual([
      expect.objectContaining({
        type: SCHOOL_NOTIFICATION_TYPES.athleteRegistered,
        message:
          'Ana Reyes (Basketball), an athlete of Florida International University, registered on FHP.',
        read: false,
      }),
    ]);
    expect((await get('/api/notifications', outsider.cookie)).json().items).toEqual([]);
    expect((await get('/api/notifications/summary', admin.cookie)).json()).toEqual({
      unreadCount: 1,
    });
  });

  it('offers an approved contract, takes the Yes, and tells the school (Check School IP)', async () => {
    const admin = await schoolAdmin(miamiDade);
    const athlete = await athleteAt(miamiDade);
    const status = async () =>
      (await get('/api/school-ip', athlete.cookie)).json() as TSchoolIpStatus;

    // No contract: the way to ask the school, pre-filled.
    expect(await status()).toEqual({
      school: {
        id: miamiDade,
        name: 'Miami Dade College',
        level: 'college',
        stateCode: 'FL',
        place: 'Miami',
      },
      contract: null,
      accepted: false,
      acceptedAt: null,
      offered: false,
      requestPath: `/school-licence?level=college&state=FL&place=Miami&schoolId=${miamiDade}`,
    });
    // Signed, not yet countersigned: still no contract, no offer.
    const contract = await createSchoolContract(db(), {
      schoolId: miamiDade,
      status: 'signed',
      schoolAdminId: admin.user.id,
    });
    expect(await status()).toMatchObject({ contract: null, offered: false });
    expect((await get('/api/profile', athlete.cookie)).json().ipContractOffer).toBe(false);

    // Approved: the school holds it, the offer shows (profile and Check School IP).
    await db()
      .update(schoolContracts)
      .set({ status: 'approved', countersignedAt: new Date('2026-11-06T09:00:00Z') })
      .where(eq(schoolContracts.id, contract.id));
    expect(await status()).toMatchObject({
      contract: {
        id: contract.id,
        number: contract.number,
        approvedAt: '2026-11-06T09:00:00.000Z',
      },
      accepted: false,
      offered: true,
      requestPath: null,
    });
    expect((await get('/api/profile', athlete.cookie)).json().ipContractOffer).toBe(true);

    const yes = await t.app.inject({
      method: 'POST',
      url: '/api/profile/ip-contract',
      headers: { cookie: athlete.cookie },
      payload: { accept: true },
    });
    expect(yes.statusCode).toBe(200);
    const after = await status();
    expect(after).toMatchObject({ accepted: true, offered: false });
    expect(after.acceptedAt).toEqual(expect.any(String));

    const notes = (await get('/api/notifications', admin.cookie)).json().items;
    expect(notes[0]).toMatchObject({
      type: SCHOOL_NOTIFICATION_TYPES.ipAccepted,
      message: 'Ana Reyes accepted the IP contract of Miami Dade College.',
    });
    const athletes = (
      await get(`/api/school-area/schools/${miamiDade}/athletes`, admin.cookie)
    ).json().items;
    expect(athletes.map((a: { athleteNumber: number }) => a.athleteNumber)).toContain(
      athlete.user.athlete?.athleteNumber,
    );
    await db().delete(schoolContracts).where(eq(schoolContracts.id, contract.id));
  });

  it('gives an athlete with no listed school no contract, and a request with what is known', async () => {
    const athlete = await athleteAt(null);
    expect((await get('/api/school-ip', athlete.cookie)).json()).toEqual({
      school: null,
      contract: null,
      accepted: false,
      acceptedAt: null,
      offered: false,
      requestPath: '/school-licence?level=college&state=FL&place=Miami',
    });
    const fan = await createFan(db());
    expect((await get('/api/school-ip', await sessionCookie(db(), fan.id))).statusCode).toBe(403);
  });
});
