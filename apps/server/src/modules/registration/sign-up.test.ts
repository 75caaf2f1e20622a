import { ACKNOWLEDGEMENT_DOCUMENT_VERSIONS, messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteAcceptances,
  athleteProfiles,
  emailOutbox,
  files,
  parentalConsents,
  registrationFeeTokens,
  users,
} from '../../db/schema';
import { collegeSignUp, highSchoolSignUp, postSignUp, writeState } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashFeeToken } from './fee-token';

async function stored(t: TestApp, email: string) {
  const [user] = await t.services.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  const [profile] = await t.services.db
    .select()
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, user.id));
  const acceptances = await t.services.db
    .select()
    .from(athleteAcceptances)
    .where(eq(athleteAcceptances.userId, user.id));
  return { user, profile, acceptances };
}

describe('athlete sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a pending college athlete with every field, the photo and the acceptances', async () => {
    const data = collegeSignUp({ email: 'Jamie.College@Example.com' });
    const res = await postSignUp(t, data);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ registrationStatus: 'pending_fee', feeAmountCents: 400 });
    expect(body.feeToken).toMatch(/^[\w-]{40,}$/);
    expect(new Date(body.feeTokenExpiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86400_000);

    const { user, profile, acceptances } = await stored(t, 'jamie.college@example.com');
    expect(user).toMatchObject({ role: 'athlete', firstName: 'Jamie', lastName: 'Rivers' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(profile).toMatchObject({
      athleteNumber: body.athleteNumber,
      registrationStatus: 'pending_fee',
      athleteType: 'College',
      sport: 'Basketball',
      state: 'Florida',
      stateCode: 'FL',
      city: 'Miami',
      county: null,
      schoolName: 'Miami Dade College',
      newInstitute: false,
      dateOfBirth: '2004-05-06',
      gender: 'Female',
      phone: '(305)-(555)-(0100)',
      country: 'USA',
      schoolAthlete: true,
      contactMethod: 'whatsapp',
      contactValue: '13055550100',
      payoutEmail: 'payouts@example.com',
      chatRateCents: 250,
      sportBadgeRateCents: 800,
    });
    expect(profile?.schoolId).toEqual(expect.any(Number));
    // Only the token's hash is kept, in its own table, with the expiry the answer states.
    const tokens = await t.services.db
      .select()
      .from(registrationFeeTokens)
      .where(eq(registrationFeeTokens.athleteUserId, user.id));
    expect(tokens).toEqual([
      expect.objectContaining({
        tokenHash: hashFeeToken(body.feeToken),
        expiresAt: new Date(body.feeTokenExpiresAt),
      }),
    ]);

    const [photo] = await t.services.db.select().from(files).where(eq(files.ownerUserId, user.id));
    expect(photo).toMatchObject({
      id: profile?.photoFileId,
      purpose: 'athlete-photo',
      mimeType: 'image/png',
    });
    expect(acceptances).toHaveLength(16);
    for (const a of acceptances) {
      const key = a.documentKey as keyof typeof ACKNOWLEDGEMENT_DOCUMENT_VERSIONS;
      expect(a.documentVersion).toBe(ACKNOWLEDGEMENT_DOCUMENT_VERSIONS[key]);
      expect(a.acceptedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(acceptances.find((a) => a.documentKey === 'terms')?.documentVersion).toBe('2023-02-14');
  });

  it('creates a high-school athlete with county and school, and the extra acknowledgement', async () => {
    const data = highSchoolSignUp({ contactWithFans: 'no', gender: undefined });
    const res = await postSignUp(t, data);
    expect(res.statusCode).toBe(201);
    const { profile, acceptances } = await stored(t, data.email);
    expect(profile).toMatchObject({
      athleteType: 'High School',
      stateCode: 'FL',
      county: 'Alachua County',
      city: null,
      schoolName: 'Alachua High School',
      contactMethod: null,
      contactValue: null,
      gender: null,
    });
    expect(acceptances.map((a) => a.documentKey)).toContain('highSchoolInformation');
    const consents = await t.services.db
      .select()
      .from(parentalConsents)
      .where(eq(parentalConsents.athleteUserId, profile?.userId ?? ''));
    expect(consents).toMatchObject([
      { guardianEmail: 'parent@example.com', status: 'pending', confirmedAt: null },
    ]);
    // The link is e-mailed when the account becomes active, not before the fee is paid.
    const mails = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'parent@example.com'));
    expect(mails).toEqual([]);
  });

  it('writes no parental consent for a college athlete', async () => {
    const data = collegeSignUp({ guardianEmail: 'parent-college@example.com' });
    expect((await postSignUp(t, data)).statusCode).toBe(201);
    const rows = await t.services.db
      .select()
      .from(parentalConsents)
      .where(eq(parentalConsents.guardianEmail, 'parent-college@example.com'));
    expect(rows).toEqual([]);
  });

  it('numbers athletes consecutively from the sequence', async () => {
    const first = (await postSignUp(t, collegeSignUp())).json().athleteNumber;
    const second = (await postSignUp(t, collegeSignUp())).json().athleteNumber;
    expect(second).toBe(first + 1);
  });

  it('stores the Other paths: a typed institute and a Florida/Miami list college', async () => {
    const other = collegeSignUp({ state: 'OTHER', instituteName: 'Island Community College' });
    expect((await postSignUp(t, other)).statusCode).toBe(201);
    expect((await stored(t, other.email)).profile).toMatchObject({
      state: 'Other',
      stateCode: 'OTHER',
      city: null,
      schoolId: null,
      schoolName: 'Island Community College',
      newInstitute: true,
    });
    const listed = collegeSignUp({ school: 'OTHER', instituteName: 'University of Miami' });
    expect((await postSignUp(t, listed)).statusCode).toBe(201);
    expect((await stored(t, listed.email)).profile).toMatchObject({
      city: 'Miami',
      schoolName: 'University of Miami',
      newInstitute: false,
    });
  });

  it('answers 409 to a second sign-up with the same e-mail in any case, writing nothing', async () => {
    const data = collegeSignUp();
    expect((await postSignUp(t, data)).statusCode).toBe(201);
    const before = await writeState(t);
    const res = await postSignUp(t, { ...data, email: data.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(messages.registration.emailTaken);
    expect(await writeState(t)).toEqual(before);
  });
});
