import type { TAuditEntry } from '@fhp/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { createAdmin, sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('audit log', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.services.db, { email: 'ops@example.com' });
    cookie = await sessionCookie(t.services.db, admin.id);
  });
  afterAll(() => t.close());

  const actor = () => ({ id: admin.id, email: admin.email });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('keeps what a committed action wrote and nothing of a rolled-back one', async () => {
    await t.services.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: actor(),
        action: 'withdrawal.approve',
        subjectType: 'withdrawal',
        subjectId: 'w-1',
        before: { status: 'review' },
        after: { status: 'pending' },
      });
    });
    await expect(
      t.services.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: actor(),
          action: 'user.block',
          subjectType: 'user',
          subjectId: 'u-1',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const res = await get('/api/console/audit?limit=50');
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: TAuditEntry[] };
    expect(items.map((i) => i.action)).toEqual(['withdrawal.approve']);
    expect(items[0]).toMatchObject({
      actorEmail: 'ops@example.com',
      subjectId: 'w-1',
      before: { status: 'review' },
      after: { status: 'pending' },
    });
  });

  it('refuses to change or delete a row, even in SQL', async () => {
    for (const statement of [
      sql`update audit_log set note = 'edited'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await t.services.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      // Drizzle wraps the database's error ("Failed query: ..."); the trigger's is its cause.
      expect(String((error as Error | null)?.cause)).toMatch(/audit_log is append-only/);
    }
    const [{ n } = { n: 0 }] = await t.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog);
    expect(n).toBeGreaterThan(0);
  });

  it('pages newest first and filters by action, record and operator', async () => {
    await t.services.db.transaction(async (tx) => {
      for (let i = 0; i < 4; i++) {
        await recordAudit(tx, {
          actor: actor(),
          action: 'setting.change',
          subjectType: 'setting',
          subjectId: `key-${i}`,
        });
      }
    });
    const first = (await get('/api/console/audit?action=setting.change&limit=3')).json() as {
      items: TAuditEntry[];
      nextCursor: string | null;
    };
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await get(`/api/console/audit?action=setting.change&limit=3&cursor=${first.nextCursor}`)
    ).json() as { items: TAuditEntry[]; nextCursor: string | null };
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((i) => i.subjectId);
    expect(new Set(ids).size).toBe(4);

    const one = (await get('/api/console/audit?subjectType=setting&subjectId=key-2')).json() as {
      items: TAuditEntry[];
    };
    expect(one.items.map((i) => i.subjectId)).toEqual(['key-2']);
    const nobody = (await get('/api/console/audit?actor=someone@example.com')).json() as {
      items: TAuditEntry[];
    };
    expect(nobody.items).toEqual([]);
    const byEmail = (await get('/api/console/audit?actor=OPS@example.com&limit=50')).json() as {
      items: TAuditEntry[];
    };
    expect(byEmail.items.length).toBe(5);
  });

  it('exports CSV a spreadsheet cannot run', async () => {
    await t.services.db.transaction((tx) =>
      recordAudit(tx, {
        actor: actor(),
        action: 'user.message',
        subjectType: 'user',
        subjectId: 'u-2',
        note: '=HYPERLINK("http://evil.example","click"), and more',
      }),
    );
    const res = await get('/api/console/audit.csv?action=user.message');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('When,Operator,Action,Record type,Record,Note,Before,After');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click""), and more"`);
  });

  it('answers 400 for an unreadable cursor', async () => {
    expect((await get('/api/console/audit?cursor=nonsense')).statusCode).toBe(400);
  });
});
