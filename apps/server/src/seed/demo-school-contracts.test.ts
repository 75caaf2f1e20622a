import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolContractEvents, schoolContractRequests, schoolContracts } from '../db/schema';
import { createSession, SESSION_COOKIE } from '../platform/auth/sessions';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_SIGNED_CONTRACT_ID } from './demo-school-contracts';
import { finishDemo, seedDemo } from './seed';

describe('demo data for the school path', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await seedDemo(t.services.db);
  });
  afterAll(() => t.close());

  const get = async (key: string, url: string) => {
    const { token } = await createSession(t.services.db, ids[key] ?? '', 60_000);
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('has FIU signed (until sealed), a pending request and a contract awaiting countersignature', async () => {
    const contracts = await t.services.db.select().from(schoolContracts);
    expect(contracts.map((c) => [c.schoolName, c.status]).sort()).toEqual([
      ['Florida International University', 'signed'],
      ['University of Miami', 'signed'],
    ]);
    // The one awaiting the countersignature has the id the countersign journey opens.
    expect(contracts.find((c) => c.schoolName === 'University of Miami')?.id).toBe(
      DEMO_SIGNED_CONTRACT_ID,
    );
    const fiu = contracts.find((c) => c.schoolName === 'Florida International University');
    expect(fiu).toMatchObject({ schoolAdminId: ids.school, officerSignature: { kind: 'typed' } });
    expect(fiu?.scheduleB?.officerLastName).toBe('Schoolman');
    expect(fiu?.licensor?.name).toBe('Sam Schoolman');
    const trail = await t.services.db
      .select({ kind: schoolContractEvents.kind })
      .from(schoolContractEvents)
      .where(eq(schoolContractEvents.requestId, fiu?.requestId ?? ''));
    expect(trail.map((e) => e.kind)).toEqual([
      'requested',
      'approved',
      'code-sent',
      'code-verified',
      'viewed',
      'signed',
    ]);
    const requests = await t.services.db.select().from(schoolContractRequests);
    expect(requests.filter((r) => r.status === 'pending').map((r) => r.schoolName)).toEqual([
      'Florida Atlantic University',
    ]);

    // The school admin signs in to their school, its contract and notifications.
    const me = await get('school', '/api/school-area/me');
    expect(me.school.name).toBe('Florida International University');
    const home = await get('school', `/api/school-area/schools/${me.school.id}`);
    expect(home.contract).toMatchObject({ status: 'signed', hasPdf: false });
    expect((await get('school', '/api/notifications')).items.length).toBeGreaterThanOrEqual(2);

    // The first start finishes the demo: the operator countersigns and seals FIU's contract.
    expect((await get('athlete', '/api/school-ip')).contract).toBeNull();
    await finishDemo(t.services);
    const [sealed] = await t.services.db
      .select()
      .from(schoolContracts)
      .where(eq(schoolContracts.id, fiu?.id ?? ''));
    expect(sealed).toMatchObject({ status: 'approved', countersignerName: 'Alex Operator' });
    expect(sealed?.pdfKey).toBeTruthy();
    expect(sealed?.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/school-contracts/${fiu?.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const status = await get('athlete', '/api/school-ip');
    expect(status).toMatchObject({ contract: { id: fiu?.id }, offered: true, accepted: false });
    expect((await get('athlete', '/api/profile')).ipContractOffer).toBe(true);
    expect((await get('athlete2', '/api/profile')).ipContractOffer).toBe(false);
  });
});
