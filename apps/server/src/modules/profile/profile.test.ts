import { messages, type TAthleteProfile, type TTrendingResponse } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteProfiles,
  files,
  parentalConsents,
  schoolAdminProfiles,
  schoolContracts,
  users,
} from '../../db/schema';
import { bookFanPurchase, schoolIdOf, signedInUser } from '../../test/factories';
import { createSchoolContract } from '../../test/school-contract-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart, pngOfSize, script, tinyGif, tinyPng } from '../../test/uploads';

describe('profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'PATCH' | 'PUT' | 'POST',
    url: string,
    cookie: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { cookie }, payload });
  const record = async (userId: string) =>
    (
      await t.services.db.select().from(athleteProfiles).where(eq(athleteProfiles.userId, userId))
    )[0];
  const errorOf = (res: { json(): { error: { message: string } } }) => res.json().error.message;

  it('shows my profile, with rating pending and no offer', async () => {
    const me = await signedInUser(t.services.db, { firstName: 'Jo', lastName: 'Lee' });
    const res = await send('GET', '/api/profile', me.cookie);
    expect(res.statusCode).toBe(200);
    const profile = res.json() as TAthleteProfile;
    expect(profile).toMatchObject({
      name: 'Jo Lee',
      email: me.user.email,
      sport: 'Basketball',
      rating: null,
      showRating: false,
      socialMedia: [],
      promotedTeammates: [],
      ipContractOffer: false,
      hasSchoolContract: false,
      photoUrl: null,
    });
    const fan = await signedInUser(t.services.db, { role: 'fan' });
    expect((await send('GET', '/api/profile', fan.cookie)).statusCode).toBe(403);
    expect((await send('GET', '/api/profile', '')).statusCode).toBe(401);
  });

  it("shows the newest parental consent's status, or none", async () => {
    const me = await signedInUser(t.services.db);
    const before = (await send('GET', '/api/profile', me.cookie)).json() as TAthleteProfile;
    expect(before.parentalConsent).toBeNull();
    await t.services.db.insert(parentalConsents).values({
      athleteUserId: me.user.id,
      guardianEmail: 'old@example.com',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    await t.services.db.insert(parentalConsents).values({
      athleteUserId: me.user.id,
      guardianEmail: 'parent@example.com',
      status: 'confirmed',
      confirmedAt: new Date('2026-03-05T10:20:30.456Z'),
    });
    const after = (await send('GET', '/api/profile', me.cookie)).json() as TAthleteProfile;
    expect(after.parentalConsent).toEqual({
      status: 'confirmed',
      guardianEmail: 'parent@example.com',
      confirmedAt: '2026-03-05T10:20:30.456Z',
    });
  });

  it("updates single fields with each field's message, and never another athlete's", async () => {
    const me = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const patch = (field: string, value: unknown, cookie = me.cookie) =>
      send('PATCH', '/api/profile', cookie, { field, value });
    expect((await patch('chatRateCents', 250)).json().message).toBe(
      'Chat Rate Updated Successfully',
    );
    expect((await patch('sportBadgeRateCents', 1200)).json().message).toBe(
      'Sport Badge Rate Updated Successfully',
    );
    const named = await patch('firstName', 'Robin');
    expect(named.json()).toMatchObject({ message: 'Profile Updated Successfully' });
    expect(named.json().profile.firstName).toBe('Robin');
    expect((await patch('sport', 'Soccer')).json().profile.sport).toBe('Soccer');
    expect(errorOf(await patch('sport', 'Quidditch'))).toBe('Please select a sport from the list');
    const url = 'https://youtu.be/dQw4w9WgXcQ';
    expect((await patch('qrUrl', url)).json().profile.qrUrl).toBe(url);
    const bad = await patch('qrUrl', 'https://vimeo.com/1');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toBe('Invalid YouTube URL. Please enter a valid link.');
    expect(errorOf(await patch('chatRateCents', -5))).toBe(
      'Chat rate must be a number of at least 0',
    );

    // Another athlete's writes touch only their own record.
    await patch('chatRateCents', 999, other.cookie);
    const mine = await record(me.user.id);
    expect(mine).toMatchObject({
      chatRateCents: 250,
      sportBadgeRateCents: 1200,
      sport: 'Soccer',
      qrUrl: url,
    });
    const [user] = await t.services.db.select().from(users).where(eq(users.id, me.user.id));
    expect(user?.firstName).toBe('Robin');
  });

  it('sets my gender (Male or Female only), which the trending gender filter follows', async () => {
    const me = await signedInUser(t.services.db, { firstName: 'Gendered', lastName: 'Athlete' });
    const patch = (value: unknown) =>
      send('PATCH', '/api/profile', me.cookie, { field: 'gender', value });
    const trending = async (gender: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/trending?gender=${gender}` })
      ).json() as TTrendingResponse;
    const listed = (body: TTrendingResponse) =>
      body.lists.momento.some((a) => a.athleteNumber === me.user.athlete?.athleteNumber);
    const fan = await signedInUser(t.services.db, { role: 'fan' });
    await bookFanPurchase(t.services.db, {
      kind: 'momento',
      athleteUserId: me.user.id,
      buyerUserId: fan.user.id,
      amountCents: 100_000,
    });
    expect((await record(me.user.id))?.gender).toBeNull();
    expect(listed(await trending('Female'))).toBe(false);

    const set = await patch('Female');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      message: 'Profile Updated Successfully',
      profile: { gender: 'Female' },
    });
    expect(listed(await trending('Female'))).toBe(true);
    expect(listed(await trending('Male'))).toBe(false);

    expect((await patch('Male')).json().profile.gender).toBe('Male');
    expect(listed(await trending('Male'))).toBe(true);

    for (const bad of ['Other', 'male', '', null, 3]) {
      const res = await patch(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(errorOf(res)).toBe(messages.registration.genderInvalid);
    }
    expect((await record(me.user.id))?.gender).toBe('Male');
  });

  it('checks social links with the spec messages', async () => {
    const me = await signedInUser(t.services.db);
    const put = (socialMedia: object[]) =>
      send('PUT', '/api/profile/social-media', me.cookie, { socialMedia });
    expect(errorOf(await put([{ name: 'Facebook', url: '' }]))).toBe('Please add name and URL');
    expect(errorOf(await put([{ name: 'Instagram', url: 'https://facebook.com/x' }]))).toBe(
      'Invalid Instagram URL',
    );
    const twice = [
      { name: 'Twitter', url: 'https://twitter.com/a' },
      { name: 'Twitter', url: 'https://x.com/b' },
    ];
    expect(errorOf(await put(twice))).toBe('Twitter already exists');
    expect((await record(me.user.id))?.socialMedia).toEqual([]);
    const good = [{ name: 'Facebook', url: 'https://facebook.com/me' }];
    const res = await put(good);
    expect(res.json().message).toBe('Social media updated Successfully');
    expect(res.json().profile.socialMedia).toEqual(good);
  });

  it('recommends up to 3 existing athletes, not myself', async () => {
    const me = await signedInUser(t.services.db);
    const mate = await signedInUser(t.services.db);
    const fan = await signedInUser(t.services.db, { role: 'fan' });
    const mateNo = mate.user.athlete?.athleteNumber ?? 0;
    const myNo = me.user.athlete?.athleteNumber ?? 0;
    const put = (teammates: unknown[]) =>
      send('PUT', '/api/profile/teammates', me.cookie, { teammates });
    expect(errorOf(await put([String(mateNo), '']))).toBe('Please enter an athlete ID');
    expect(errorOf(await put(['abc']))).toBe('Athlete ID must be a number');
    expect(errorOf(await put(['1', '2', '3', '4']))).toBe('You can recommend up to 3 teammates');
    expect(errorOf(await put(['999999']))).toBe('No athlete found with this ID');
    expect(errorOf(await put([String(myNo)]))).toBe('You cannot recommend yourself');
    expect(fan.user.athlete).toBeUndefined();
    expect((await record(me.user.id))?.promotedTeammates).toEqual([]);
    const res = await put([String(mateNo)]);
    expect(res.json()).toMatchObject({ message: 'Profile Updated Successfully' });
    expect(res.json().profile.promotedTeammates).toEqual([mateNo]);
  });

  it('switches rating visibility only when a rating exists', async () => {
    const me = await signedInUser(t.services.db);
    const put = () => send('PUT', '/api/profile/rating-visibility', me.cookie, { show: true });
    const pending = await put();
    expect(pending.statusCode).toBe(409);
    expect((await record(me.user.id))?.showRvRating).toBe(false);
    await t.services.db
      .update(athleteProfiles)
      .set({ rvRating: 4.5 })
      .where(eq(athleteProfiles.userId, me.user.id));
    const res = await put();
    expect(res.json().profile).toMatchObject({ rating: 4.5, showRating: true });
  });

  it('updates the address with the location rules and clears the school contract', async () => {
    const me = await signedInUser(t.services.db);
    const admin = await signedInUser(t.services.db, { role: 'school-admin' });
    await t.services.db
      .update(athleteProfiles)
      .set({ schoolAdminId: admin.user.id })
      .where(eq(athleteProfiles.userId, me.user.id));
    const put = (body: object) => send('PUT', '/api/profile/address', me.cookie, body);
    expect(errorOf(await put({ athleteType: 'College', state: 'FL' }))).toBe(
      'Please select your city',
    );
    expect(
      errorOf(await put({ athleteType: 'College', state: 'FL', city: 'Miami', school: 'Nope U' })),
    ).toBe('Please select a school from the list');
    expect(
      errorOf(await put({ athleteType: 'High School', state: 'NJ', county: 'X', school: 'Y' })),
    ).toBe('High School athletes cannot select New Jersey');
    expect((await record(me.user.id))?.schoolAdminId).toBe(admin.user.id);

    const res = await put({
      athleteType: 'High School',
      state: 'FL',
      county: 'Alachua County',
      school: 'Alachua High School',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile Updated Successfully');
    expect(res.json().profile).toMatchObject({
      athleteType: 'High School',
      state: 'Florida',
      stateCode: 'FL',
      county: 'Alachua County',
      city: null,
      schoolName: 'Alachua High School',
      hasSchoolContract: false,
    });
    expect((await record(me.user.id))?.schoolAdminId).toBeNull();
  });

  it("offers the IP contract exactly when a contract school admin has the athlete's school, and Yes links it", async () => {
    // Florida has two listed Midway High Schools: the contract is one school's, not the name's.
    const name = 'Midway High School';
    const midway = await schoolIdOf(t.services.db, 'FL', 'Gadsden County', name);
    const namesake = await schoolIdOf(t.services.db, 'FL', 'Santa Rosa County', name);
    const at = async (userId: string, county: string, schoolId: number | null) =>
      t.services.db
        .update(athleteProfiles)
        .set({ athleteType: 'High School', stateCode: 'FL', county, schoolId, schoolName: name })
        .where(eq(athleteProfiles.userId, userId));
    const me = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const typed = await signedInUser(t.services.db);
    await at(me.user.id, 'Gadsden County', midway);
    await at(other.user.id, 'Santa Rosa County', namesake);
    // The Other path: the same name typed in, no listed school behind it.
    await at(typed.user.id, 'Gadsden County', null);
    const accept = (cookie: string) =>
      send('POST', '/api/profile/ip-contract', cookie, { accept: true });
    const offered = async (cookie: string) =>
      (await send('GET', '/api/profile', cookie)).json().ipContractOffer;

    const none = await accept(me.cookie);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none)).toBe('Error finding contract');

    const admin = await signedInUser(t.services.db, { role: 'school-admin' });
    await t.services.db.insert(schoolAdminProfiles).values({
      userId: admin.user.id,
      stateCode: 'FL',
      county: 'Gadsden County',
      schoolId: midway,
      schoolName: name,
      ipContract: true,
    });
    // The flag alone offers nothing: the offer is the school's APPROVED contract.
    expect(await offered(me.cookie)).toBe(false);
    const contract = await createSchoolContract(t.services.db, {
      schoolId: midway,
      status: 'signed',
      schoolAdminId: admin.user.id,
    });
    expect(await offered(me.cookie)).toBe(false);
    await t.services.db
      .update(schoolContracts)
      .set({ status: 'approved', countersignedAt: new Date() })
      .where(eq(schoolContracts.id, contract.id));
    expect(await offered(me.cookie)).toBe(true);
    // The namesake school and the typed name: no offer, and Yes finds nothing.
    for (const athlete of [other, typed]) {
      expect(await offered(athlete.cookie)).toBe(false);
      expect((await accept(athlete.cookie)).statusCode).toBe(404);
      expect((await record(athlete.user.id))?.schoolAdminId).toBeNull();
    }

    const yes = await accept(me.cookie);
    expect(yes.json().message).toBe('Contract added successfully');
    expect(yes.json().profile).toMatchObject({ hasSchoolContract: true, ipContractOffer: false });
    expect((await record(me.user.id))?.schoolAdminId).toBe(admin.user.id);
  });

  it('replaces the photo and QR code, deleting the old file; 1 MB and type limits', async () => {
    const me = await signedInUser(t.services.db);
    const upload = async (url: string, bytes: Buffer, cookie = me.cookie) => {
      const body = await multipart({ file: { bytes, filename: 'me.png', type: 'image/png' } });
      return t.app.inject({
        method: 'POST',
        url,
        headers: { ...body.headers, cookie },
        payload: body.payload,
      });
    };
    const first = await upload('/api/profile/photo', tinyPng());
    expect(first.json().message).toBe('Image Updated Successfully');
    const firstId = (await record(me.user.id))?.photoFileId;
    const second = await upload('/api/profile/photo', tinyGif());
    expect(second.statusCode).toBe(200);
    const secondId = (await record(me.user.id))?.photoFileId;
    expect(secondId).not.toBe(firstId);
    expect(
      await t.services.db
        .select()
        .from(files)
        .where(eq(files.id, firstId ?? '')),
    ).toEqual([]);
    expect(second.json().profile.photoUrl).toBe(`/api/files/${secondId}`);

    const qr = await upload('/api/profile/qr-code', tinyPng());
    expect(qr.json().message).toBe('QrCode Updated Successfully');
    expect(qr.json().profile.qrCodeUrl).toMatch(/^\/api\/files\//);

    const big = await upload('/api/profile/photo', pngOfSize(1_000_001));
    expect(big.statusCode).toBe(413);
    expect(errorOf(big)).toBe('File size exceeds 1MB');
    const exactly = await upload('/api/profile/qr-code', pngOfSize(1_000_000));
    expect(exactly.statusCode).toBe(200);
    const fake = await upload('/api/profile/photo', script());
    expect(fake.statusCode).toBe(415);
    expect((await record(me.user.id))?.photoFileId).toBe(secondId);
  });
});
