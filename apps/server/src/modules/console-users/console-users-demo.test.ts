import type { TAuditEntry, TConsoleUserDetail } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('demo data of the console users', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await seedDemo(t.services.db);
    cookie = await sessionCookie(t.services.db, ids.admin ?? '');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it("shows the demo athlete's note and the blocked account's block in the audit log", async () => {
    const page = (await get(`/api/console/users/${ids.athlete}`)).json() as TConsoleUserDetail;
    expect(page.notes.recent).toMatchObject([{ authorEmail: 'admin@example.com' }]);
    expect(page.walletBalanceCents).toBeGreaterThan(0);
    expect(page.sales?.count).toBeGreaterThan(0);

    const audit = (await get(`/api/console/audit?subjectType=user&subjectId=${ids.blocked}`)).json()
      .items as TAuditEntry[];
    expect(audit).toMatchObject([{ action: 'user.block', after: { blocked: true } }]);
    const blocked = (await get('/api/console/users?state=blocked')).json().items as {
      email: string;
    }[];
    expect(blocked.map((u) => u.email)).toContain('blocked@example.com');
  });
});
