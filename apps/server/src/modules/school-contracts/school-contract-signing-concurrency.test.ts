import { messages, SIGNING_CODE_MAX_ATTEMPTS, SIGNING_GRANT_COOKIE } from '@fhp/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailOutbox,
  schoolContractCodes,
  schoolContractEvents,
  schoolContractGrants,
} from '../../db/schema';
import { createSchoolContract } from '../../test/school-contracts';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.schoolContractSigning;

/** Runs on PostgreSQL too (postgres-suites.ts): parallel tries and submits on real connections. */
describe('school contract signing under concurrency', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ip = () => `10.36.${(++address >> 8) & 255}.${address & 255}`;
  const post = (url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      payload,
      remoteAddress: ip(),
    });
  async function codeFor(contract: { id: string; officerEmail: string }) {
    expect((await post(`/api/school-contracts/${contract.id}/code`)).statusCode).toBe(202);
    const [mail] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, contract.officerEmail))
      .orderBy(desc(emailOutbox.createdAt));
    return /^\s+(\d{6})$/m.exec(mail?.textBody ?? '')?.[1] ?? '';
  }

  it('counts every one of parallel wrong tries, and then refuses the right code', async () => {
    const contract = await createSchoolContract(t.services.db);
    const code = await codeFor(contract);
    const wrong = code === '000000' ? '000001' : '000000';
    const tries = await Promise.all(
      Array.from({ length: SIGNING_CODE_MAX_ATTEMPTS + 3 }, () =>
        post(`/api/school-contracts/${contract.id}/verify`, { code: wrong }),
      ),
    );
    expect(tries.every((r) => r.statusCode === 400)).toBe(true);
    const [row] = await t.services.db
      .select()
      .from(schoolContractCodes)
      .where(eq(schoolContractCodes.contractId, contract.id));
    expect(row?.attempts).toBe(SIGNING_CODE_MAX_ATTEMPTS);
    const right = await post(`/api/school-contracts/${contract.id}/verify`, { code });
    expect(right.json().error.message).toBe(m.codeTooManyAttempts);
  });

  it('grants one session when the right code is sent twice at once', async () => {
    const contract = await createSchoolContract(t.services.db);
    const code = await codeFor(contract);
    const both = await Promise.all([
      post(`/api/school-contracts/${contract.id}/verify`, { code }),
      post(`/api/school-contracts/${contract.id}/verify`, { code }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const grants = await t.services.db
      .select()
      .from(schoolContractGrants)
      .where(eq(schoolContractGrants.contractId, contract.id));
    expect(grants).toHaveLength(1);
  });

  it('signs once when two submits race', async () => {
    const contract = await createSchoolContract(t.services.db);
    const code = await codeFor(contract);
    const verified = await post(`/api/school-contracts/${contract.id}/verify`, { code });
    const grant = verified.cookies.find((c) => c.name === SIGNING_GRANT_COOKIE);
    const cookie = `${SIGNING_GRANT_COOKIE}=${grant?.value}`;
    const body = {
      scheduleB: {
        address: '1 Main St',
        city: 'Miami',
        zip: '33176',
        allowedViews: [],
        restrictedViews: [],
        officerFirstName: 'Ada',
        officerLastName: 'Lovelace',
        phone: '3052372000',
      },
      licensor: {
        name: 'Ada Lovelace',
        title: 'Director',
        address: '1 Main St',
        city: 'Miami',
        zip: '33176',
      },
      signature: { kind: 'typed', value: 'Ada Lovelace' },
    };
    const results = await Promise.all([
      post(`/api/school-contracts/${contract.id}/sign`, body, cookie),
      post(`/api/school-contracts/${contract.id}/sign`, body, cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const signed = await t.services.db
      .select()
      .from(schoolContractEvents)
      .where(eq(schoolContractEvents.contractId, contract.id));
    expect(signed.filter((e) => e.kind === 'signed')).toHaveLength(1);
  });
});
