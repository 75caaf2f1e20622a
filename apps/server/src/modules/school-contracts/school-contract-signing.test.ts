import {
  inboxHref,
  messages,
  PNG_DATA_URL_PREFIX,
  SIGNATURE_DATA_URL_MAX,
  SIGNING_CODE_MAX_ATTEMPTS,
  SIGNING_CODES_PER_CONTRACT_PER_HOUR,
  SIGNING_GRANT_COOKIE,
  type TSignContractBody,
} from '@fhp/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminNotifications,
  emailOutbox,
  schoolAdminProfiles,
  schoolContractCodes,
  schoolContractEvents,
  schoolContractGrants,
  schoolContracts,
} from '../../db/schema';
import { createAdmin, createSchoolAdmin, createUser, sessionCookie } from '../../test/factories';
import { createSchoolContract } from '../../test/school-contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imageInfo, pngHeaderAndGarbage, pngOfDimensions } from '../../test/uploads';
import { describeNotifications } from '../inbox/describe-notifications';
import { readContractForDocument } from './read-contract-for-document';

const m = messages.schoolContractSigning;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const validBody = (
  signature: TSignContractBody['signature'] = { kind: 'typed', value: 'Ada Lovelace' },
): TSignContractBody => ({
  scheduleB: {
    address: '11011 SW 104th St',
    city: 'Miami',
    zip: '33176',
    allowedViews: ['Full game replay', 'Highlights'],
    restrictedViews: ['Locker room'],
    officerFirstName: 'Ada',
    officerLastName: 'Lovelace',
    phone: '305 237 2000',
    extension: '12',
  },
  licensor: {
    name: 'Ada Lovelace',
    title: 'Athletic Director',
    address: '11011 SW 104th St',
    city: 'Miami',
    zip: '33176-1234',
  },
  signature,
});

describe('school contract signing', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each call from its own address unless told, so per-address limits stay out of the way.
  const ip = () => `10.35.${(++address >> 8) & 255}.${address & 255}`;
  const headers = (cookie?: string) => ({
    origin: t.config.publicUrl,
    ...(cookie ? { cookie } : {}),
  });
  const read = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/school-contracts/${id}`,
      headers: headers(cookie),
      remoteAddress: ip(),
    });
  const askCode = (id: string, remoteAddress = ip()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/school-contracts/${id}/code`,
      headers: headers(),
      remoteAddress,
    });
  const verify = (id: string, code: string, remoteAddress = ip()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/school-contracts/${id}/verify`,
      headers: headers(),
      payload: { code },
      remoteAddress,
    });
  const sign = (id: string, body: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/school-contracts/${id}/sign`,
      headers: headers(cookie),
      payload: body as object,
      remoteAddress: ip(),
    });

  const mailsTo = (to: string) =>
    t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.createdAt));
  const codeFrom = (text: string) => /^\s+(\d{6})$/m.exec(text)?.[1] ?? '';
  const latestCode = async (to: string) => codeFrom((await mailsTo(to))[0]?.textBody ?? '');
  const eventsOf = (contractId: string) =>
    t.services.db
      .select()
      .from(schoolContractEvents)
      .where(eq(schoolContractEvents.contractId, contractId))
      .orderBy(asc(schoolContractEvents.createdAt), asc(schoolContractEvents.id));
  const grantCookie = (res: Awaited<ReturnType<typeof verify>>) => {
    const cookie = res.cookies.find((c) => c.name === SIGNING_GRANT_COOKIE);
    return cookie ? `${cookie.name}=${cookie.value}` : undefined;
  };

  /** A draft, its code from the outbox, verified: the officer's signing cookie. */
  async function verifiedOfficer() {
    const contract = await createSchoolContract(t.services.db);
    expect((await askCode(contract.id)).statusCode).toBe(202);
    const res = await verify(contract.id, await latestCode(contract.officerEmail));
    expect(res.statusCode).toBe(200);
    const cookie = grantCookie(res);
    if (!cookie) throw new Error('no grant cookie');
    return { contract, cookie, res };
  }

  describe('access', () => {
    it('shows an approved contract to anyone, read-only', async () => {
      const contract = await createSchoolContract(t.services.db, { status: 'approved' });
      const res = await read(contract.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: contract.id,
        number: contract.number,
        status: 'approved',
        viewer: 'public',
        canSign: false,
        schoolName: contract.schoolName,
      });
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it.each(['draft', 'signed'] as const)(
      'tells a stranger nothing of a %s contract: the 404 of an unknown id',
      async (status) => {
        const contract = await createSchoolContract(t.services.db, { status });
        const hidden = await read(contract.id);
        const unknown = await read(UNKNOWN);
        const malformed = await read('not-a-uuid');
        for (const res of [hidden, unknown, malformed]) {
          expect(res.statusCode).toBe(404);
          expect(res.json().error.message).toBe(m.notFound);
        }
        expect(hidden.body).toBe(unknown.body);
        // A signed-in athlete or another school's administrator is a stranger too.
        const athlete = await createUser(t.services.db);
        expect(
          (await read(contract.id, await sessionCookie(t.services.db, athlete.id))).statusCode,
        ).toBe(404);
        const otherAdmin = await createSchoolAdmin(t.services.db);
        expect(
          (await read(contract.id, await sessionCookie(t.services.db, otherAdmin.id))).statusCode,
        ).toBe(404);
      },
    );

    it('opens any contract to an operator and a contract to its school administrator, through the policy', async () => {
      const admin = await createAdmin(t.services.db);
      const draft = await createSchoolContract(t.services.db);
      // The administrator of the contract's school.
      const schoolAdmin = await createSchoolAdmin(t.services.db);
      await t.services.db
        .update(schoolAdminProfiles)
        .set({ schoolId: draft.schoolId, schoolName: draft.schoolName })
        .where(eq(schoolAdminProfiles.userId, schoolAdmin.id));
      const asAdmin = await read(draft.id, await sessionCookie(t.services.db, admin.id));
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json()).toMatchObject({ viewer: 'operator', canSign: false, status: 'draft' });
      const asSchool = await read(draft.id, await sessionCookie(t.services.db, schoolAdmin.id));
      expect(asSchool.statusCode).toBe(200);
      expect(asSchool.json()).toMatchObject({ viewer: 'school-admin', canSign: false });
      // Neither may sign: only the verified officer.
      for (const user of [admin, schoolAdmin]) {
        const refused = await sign(
          draft.id,
          validBody(),
          await sessionCookie(t.services.db, user.id),
        );
        expect(refused.statusCode).toBe(404);
      }
    });
  });

  describe('the one-time code', () => {
    it('sends 6 digits to the officer e-mail through the outbox, keeps only a hash, and records code-sent', async () => {
      const contract = await createSchoolContract(t.services.db);
      const res = await askCode(contract.id);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: m.codeRequested });
      const [mail] = await mailsTo(contract.officerEmail);
      expect(mail).toMatchObject({ subject: m.codeEmailSubject, template: 'school-contract-code' });
      const code = codeFrom(mail?.textBody ?? '');
      expect(code).toMatch(/^\d{6}$/);
      expect(mail?.textBody).toContain(`${t.config.publicUrl}/school-contract/${contract.id}`);
      const [row] = await t.services.db
        .select()
        .from(schoolContractCodes)
        .where(eq(schoolContractCodes.contractId, contract.id));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(code);
      // Valid for 15 minutes, by the database's clock.
      const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
      expect(Math.round(minutes)).toBe(15);
      const events = await eventsOf(contract.id);
      expect(events.map((e) => e.kind)).toEqual(['code-sent']);
      expect(events[0]?.ip).toMatch(/^10\.35\./);
    });

    it('answers the same for an unknown, malformed, signed or approved id, and mails nothing', async () => {
      const signed = await createSchoolContract(t.services.db, { status: 'signed' });
      const approved = await createSchoolContract(t.services.db, { status: 'approved' });
      const before = (
        await t.services.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)
      )[0]?.n;
      for (const id of [UNKNOWN, 'nope', signed.id, approved.id]) {
        const res = await askCode(id);
        expect(res.statusCode).toBe(202);
        expect(res.json()).toEqual({ message: m.codeRequested });
      }
      const after = (
        await t.services.db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox)
      )[0]?.n;
      expect(after).toBe(before);
      expect(await eventsOf(signed.id)).toEqual([]);
    });

    it(`sends at most ${SIGNING_CODES_PER_CONTRACT_PER_HOUR} codes an hour per id, known or not (429 alike)`, async () => {
      const contract = await createSchoolContract(t.services.db);
      for (const id of [contract.id, UNKNOWN.replace(/0$/, '1')]) {
        for (let i = 0; i < SIGNING_CODES_PER_CONTRACT_PER_HOUR; i++)
          expect((await askCode(id)).statusCode).toBe(202);
        const over = await askCode(id);
        expect(over.statusCode).toBe(429);
        expect(over.json().error.message).toBe(m.tooManyCodes);
      }
      expect(await mailsTo(contract.officerEmail)).toHaveLength(
        SIGNING_CODES_PER_CONTRACT_PER_HOUR,
      );
    });

    it(`counts wrong codes; after ${SIGNING_CODE_MAX_ATTEMPTS} even the right one is refused until a new code`, async () => {
      const contract = await createSchoolContract(t.services.db);
      await askCode(contract.id);
      const code = await latestCode(contract.officerEmail);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 1; i <= SIGNING_CODE_MAX_ATTEMPTS; i++) {
        const res = await verify(contract.id, wrong);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(m.codeWrong);
        expect(res.json().error.fields.code).toBe(m.codeWrong);
        const [row] = await t.services.db
          .select()
          .from(schoolContractCodes)
          .where(eq(schoolContractCodes.contractId, contract.id));
        expect(row?.attempts).toBe(i);
      }
      const blocked = await verify(contract.id, code);
      expect(blocked.statusCode).toBe(400);
      expect(blocked.json().error.message).toBe(m.codeTooManyAttempts);
      expect(grantCookie(blocked)).toBeUndefined();

      await askCode(contract.id);
      const fresh = await latestCode(contract.officerEmail);
      // The old code is replaced by the new one.
      if (fresh !== code)
        expect((await verify(contract.id, code)).json().error.message).toBe(m.codeWrong);
      const ok = await verify(contract.id, fresh);
      expect(ok.statusCode).toBe(200);
      const refused = (await eventsOf(contract.id)).filter((e) => e.kind === 'code-refused');
      expect(refused.map((e) => e.data.reason)).toEqual([
        ...Array(SIGNING_CODE_MAX_ATTEMPTS).fill('wrong'),
        'too-many',
        ...(fresh !== code ? ['wrong'] : []),
      ]);
      expect(refused[0]?.data.attempts).toBe(1);
    });

    it('refuses an expired code (the database clock moved past it) and counts nothing for it', async () => {
      const contract = await createSchoolContract(t.services.db);
      await askCode(contract.id);
      const code = await latestCode(contract.officerEmail);
      await t.services.db
        .update(schoolContractCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(schoolContractCodes.contractId, contract.id));
      const res = await verify(contract.id, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(m.codeExpired);
      expect(grantCookie(res)).toBeUndefined();
      expect((await eventsOf(contract.id)).at(-1)).toMatchObject({
        kind: 'code-refused',
        data: { reason: 'expired' },
      });
    });

    it('grants a signing session for a right code, once: the same code again is refused as used', async () => {
      const { contract, res } = await verifiedOfficer();
      expect(res.json().message).toBe(m.codeVerified);
      const cookie = res.cookies.find((c) => c.name === SIGNING_GRANT_COOKIE);
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: `/api/school-contracts/${contract.id}`,
      });
      const hours = (new Date(cookie?.expires ?? 0).getTime() - Date.now()) / 3600_000;
      expect(hours).toBeGreaterThan(1.9);
      expect(hours).toBeLessThanOrEqual(2);
      const [grant] = await t.services.db
        .select()
        .from(schoolContractGrants)
        .where(eq(schoolContractGrants.contractId, contract.id));
      expect(grant?.tokenHash).not.toBe(cookie?.value);

      const again = await verify(contract.id, await latestCode(contract.officerEmail));
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(m.codeUsed);
      expect((await eventsOf(contract.id)).map((e) => e.kind)).toEqual([
        'code-sent',
        'code-verified',
        'code-refused',
      ]);
    });

    it('refuses any code for an unknown or non-draft id as a wrong code', async () => {
      const signed = await createSchoolContract(t.services.db, { status: 'signed' });
      for (const id of [UNKNOWN, 'x', signed.id]) {
        const res = await verify(id, '123456');
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(m.codeWrong);
      }
      const malformed = await verify(UNKNOWN, '12a456');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.fields.code).toBe(m.codeFormat);
    });
  });

  describe('the signing session', () => {
    it('opens the draft to the verified officer, records viewed once per grant, and not another contract', async () => {
      const { contract, cookie } = await verifiedOfficer();
      const first = await read(contract.id, cookie);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        viewer: 'officer',
        canSign: true,
        status: 'draft',
        officerEmail: contract.officerEmail,
        scheduleB: null,
      });
      await read(contract.id, cookie);
      expect((await eventsOf(contract.id)).filter((e) => e.kind === 'viewed')).toHaveLength(1);

      const other = await createSchoolContract(t.services.db);
      expect((await read(other.id, cookie)).statusCode).toBe(404);
      expect((await sign(other.id, validBody(), cookie)).statusCode).toBe(404);
    });

    it('ends when the grant expires', async () => {
      const { contract, cookie } = await verifiedOfficer();
      await t.services.db
        .update(schoolContractGrants)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(schoolContractGrants.contractId, contract.id));
      expect((await read(contract.id, cookie)).statusCode).toBe(404);
      expect((await sign(contract.id, validBody(), cookie)).statusCode).toBe(404);
    });
  });

  describe('submitting', () => {
    it('needs the grant: without it a draft is a 404 and nothing changes', async () => {
      const contract = await createSchoolContract(t.services.db);
      const res = await sign(contract.id, validBody());
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(m.notFound);
      const [row] = await t.services.db
        .select()
        .from(schoolContracts)
        .where(eq(schoolContracts.id, contract.id));
      expect(row?.status).toBe('draft');
    });

    it('moves draft to signed once, with the trail, the time and address, and an operators inbox item', async () => {
      const { contract, cookie } = await verifiedOfficer();
      const res = await sign(contract.id, validBody(), cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(m.underConsideration);
      expect(res.json().contract).toMatchObject({
        status: 'signed',
        canSign: false,
        viewer: 'officer',
      });
      const [row] = await t.services.db
        .select()
        .from(schoolContracts)
        .where(eq(schoolContracts.id, contract.id));
      expect(row).toMatchObject({
        status: 'signed',
        officerSignature: { kind: 'typed', value: 'Ada Lovelace' },
        licensor: { name: 'Ada Lovelace', title: 'Athletic Director', zip: '33176-1234' },
      });
      expect(row?.scheduleB).toMatchObject({
        phone: '(305)-(237)-(2000)',
        extension: '12',
        allowedViews: ['Full game replay', 'Highlights'],
      });
      expect(row?.signedAt).toBeInstanceOf(Date);
      expect(row?.signedIp).toMatch(/^10\.35\./);
      const kinds = (await eventsOf(contract.id)).map((e) => e.kind);
      expect(kinds).toEqual(['code-sent', 'code-verified', 'signed']);
      const [inbox] = await t.services.db
        .select()
        .from(adminNotifications)
        .where(eq(adminNotifications.notifyId, contract.id));
      expect(inbox?.type).toBe('school-contract-signed');
      // The console's inbox says what it is about, and opens the contract.
      const described = await describeNotifications(t.services.db, [
        { type: 'school-contract-signed', notifyId: contract.id },
      ]);
      expect(described.get(`school-contract-signed:${contract.id}`)).toEqual({
        who: 'Ada Lovelace',
        about: `Contract #${contract.number}: ${contract.schoolName} (${contract.stateCode}), signed by the school`,
      });
      expect(inboxHref('school-contract-signed', contract.id)).toBe(
        `/console/school-contracts/${contract.id}`,
      );

      const again = await sign(contract.id, validBody(), cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(m.alreadySigned);
      // The officer still reads what they signed while the session lasts.
      expect((await read(contract.id, cookie)).json()).toMatchObject({
        status: 'signed',
        viewer: 'officer',
      });
    });

    it.each([
      [
        'a blank address',
        (b: TSignContractBody) => ({ ...b, scheduleB: { ...b.scheduleB, address: '  ' } }),
        'scheduleB.address',
        m.required(m.address),
      ],
      [
        'a bad zip',
        (b: TSignContractBody) => ({ ...b, scheduleB: { ...b.scheduleB, zip: '3317' } }),
        'scheduleB.zip',
        m.zipInvalid,
      ],
      [
        'a licensor zip with letters',
        (b: TSignContractBody) => ({ ...b, licensor: { ...b.licensor, zip: 'ABCDE' } }),
        'licensor.zip',
        m.zipInvalid,
      ],
      [
        'a short phone',
        (b: TSignContractBody) => ({ ...b, scheduleB: { ...b.scheduleB, phone: '305 237' } }),
        'scheduleB.phone',
        m.phoneInvalid,
      ],
      [
        'a bad extension',
        (b: TSignContractBody) => ({ ...b, scheduleB: { ...b.scheduleB, extension: '12a' } }),
        'scheduleB.extension',
        m.extensionInvalid,
      ],
      [
        'a long first name',
        (b: TSignContractBody) => ({
          ...b,
          scheduleB: { ...b.scheduleB, officerFirstName: 'x'.repeat(101) },
        }),
        'scheduleB.officerFirstName',
        m.tooLong(m.officerFirstName, 100),
      ],
      [
        'a missing licensor name',
        (b: TSignContractBody) => ({ ...b, licensor: { ...b.licensor, name: '' } }),
        'licensor.name',
        m.required(m.licensorName),
      ],
      [
        'a view both allowed and restricted',
        (b: TSignContractBody) => ({
          ...b,
          scheduleB: { ...b.scheduleB, restrictedViews: ['highlights'] },
        }),
        'scheduleB.restrictedViews',
        m.viewInBoth,
      ],
      [
        'no signature',
        (b: TSignContractBody) => ({ ...b, signature: undefined }),
        'signature',
        m.signatureRequired,
      ],
      [
        'an empty typed signature',
        (b: TSignContractBody) => ({ ...b, signature: { kind: 'typed', value: ' ' } }),
        'signature.value',
        m.required(m.signatureTypedLabel),
      ],
      [
        'a JPEG drawn signature',
        (b: TSignContractBody) => ({
          ...b,
          signature: { kind: 'drawn', value: 'data:image/jpeg;base64,AAAA' },
        }),
        'signature.value',
        m.signatureNotPng,
      ],
      [
        'a drawn signature over the size limit',
        (b: TSignContractBody) => ({
          ...b,
          signature: {
            kind: 'drawn',
            value: PNG_DATA_URL_PREFIX + 'A'.repeat(SIGNATURE_DATA_URL_MAX),
          },
        }),
        'signature.value',
        m.signatureTooLarge,
      ],
    ])(
      'refuses %s with its message and changes nothing',
      async (_label, change, field, message) => {
        const { contract, cookie } = await verifiedOfficer();
        const res = await sign(contract.id, change(validBody()), cookie);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields[field]).toBe(message);
        const [row] = await t.services.db
          .select()
          .from(schoolContracts)
          .where(eq(schoolContracts.id, contract.id));
        expect(row?.status).toBe('draft');
      },
    );

    it('checks a drawn signature by its bytes: a PNG is re-encoded and kept, a PNG header over garbage is refused', async () => {
      const { contract, cookie } = await verifiedOfficer();
      const garbage = await sign(
        contract.id,
        validBody({
          kind: 'drawn',
          value: PNG_DATA_URL_PREFIX + pngHeaderAndGarbage().toString('base64'),
        }),
        cookie,
      );
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().error.fields['signature.value']).toBe(m.signatureUnreadable);
      const notPng = await sign(
        contract.id,
        validBody({
          kind: 'drawn',
          value: PNG_DATA_URL_PREFIX + Buffer.from('GIF89a-not-a-png').toString('base64'),
        }),
        cookie,
      );
      expect(notPng.json().error.fields['signature.value']).toBe(m.signatureNotPng);

      const png = await pngOfDimensions(300, 100);
      const ok = await sign(
        contract.id,
        validBody({ kind: 'drawn', value: PNG_DATA_URL_PREFIX + png.toString('base64') }),
        cookie,
      );
      expect(ok.statusCode).toBe(200);
      const stored = ok.json().contract.officerSignature;
      expect(stored.kind).toBe('drawn');
      const bytes = Buffer.from(stored.value.slice(PNG_DATA_URL_PREFIX.length), 'base64');
      expect(await imageInfo(bytes)).toMatchObject({ format: 'png', width: 300, height: 100 });
    });
  });

  it('gives the countersigning and the PDF everything in one read, the trail in time order', async () => {
    const { contract, cookie } = await verifiedOfficer();
    await read(contract.id, cookie);
    await sign(contract.id, validBody(), cookie);
    const doc = await readContractForDocument(t.services.db, contract.id);
    expect(doc).toMatchObject({
      id: contract.id,
      number: contract.number,
      status: 'signed',
      schoolName: contract.schoolName,
      officerEmail: contract.officerEmail,
      licensor: { name: 'Ada Lovelace' },
      scheduleB: { city: 'Miami' },
      officer: { signature: { kind: 'typed', value: 'Ada Lovelace' } },
      countersigner: { name: null, signature: null },
    });
    expect(doc?.stateName).not.toBe('');
    expect(doc?.events.map((e) => e.kind)).toEqual([
      'code-sent',
      'code-verified',
      'viewed',
      'signed',
    ]);
    expect(doc?.events.every((e) => e.ip?.startsWith('10.35.'))).toBe(true);
    expect(await readContractForDocument(t.services.db, UNKNOWN)).toBeUndefined();
    expect(await readContractForDocument(t.services.db, 'nope')).toBeUndefined();
  });
});
