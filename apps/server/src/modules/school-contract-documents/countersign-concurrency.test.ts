import { schoolContractDocumentsTexts as texts } from '@fhp/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { auditLog, emailOutbox, schoolContractEvents, schoolContracts } from '../../db/schema';
import { createAdmin, sessionCookie } from '../../test/factories';
import { createSignedContract } from '../../test/signed-contract';
import type { TestApp } from '../../test/test-app';
import { twoProcesses } from '../../test/two-processes';

const onPostgres = inject('dbKind') === 'postgres';

describe('countersigning under concurrency', () => {
  const { first: t, second: other } = twoProcesses();

  it.runIf(onPostgres)(
    'two operators countersigning one contract at once: one seal, one audit row, one e-mail',
    async () => {
      const ops = await Promise.all(
        ['one', 'two'].map(async (n) => {
          const admin = await createAdmin(t.services.db, { email: `seal-race-${n}@example.com` });
          return sessionCookie(t.services.db, admin.id);
        }),
      );
      for (let round = 0; round < 3; round++) {
        const { contract } = await createSignedContract(t.services.db);
        const countersign = (app: TestApp, cookie: string, name: string) =>
          app.app.inject({
            method: 'POST',
            url: `/api/console/school-contracts/${contract.id}/countersign`,
            headers: { cookie },
            payload: { name, signature: { kind: 'typed', value: name } },
          });
        const responses = await Promise.all([
          countersign(t, ops[0] as string, 'Operator One'),
          countersign(other, ops[1] as string, 'Operator Two'),
        ]);
        expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const lost = responses.find((r) => r.statusCode === 409);
        expect(lost?.json().error.message).toBe(texts.errors.alreadyApproved);
        const won = responses.find((r) => r.statusCode === 200)?.json();
        const [stored] = await t.services.db
          .select()
          .from(schoolContracts)
          .where(eq(schoolContracts.id, contract.id));
        expect(stored?.status).toBe('approved');
        expect(stored?.countersignerName).toBe(won.contract.countersignerName);
        expect(stored?.documentSha256).toBe(won.contract.documentSha256);
        const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n;
        const kinds = await t.services.db
          .select({ kind: schoolContractEvents.kind })
          .from(schoolContractEvents)
          .where(eq(schoolContractEvents.contractId, contract.id));
        expect(kinds.filter((k) => k.kind === 'countersigned')).toHaveLength(1);
        expect(kinds.filter((k) => k.kind === 'sealed')).toHaveLength(1);
        expect(
          await n(
            t.services.db
              .select({ n: sql<number>`count(*)::int` })
              .from(auditLog)
              .where(
                and(
                  eq(auditLog.subjectId, contract.id),
                  eq(auditLog.action, 'school-contract.countersign'),
                ),
              ),
          ),
        ).toBe(1);
        expect(
          await n(
            t.services.db
              .select({ n: sql<number>`count(*)::int` })
              .from(emailOutbox)
              .where(eq(emailOutbox.toAddress, contract.officerEmail)),
          ),
        ).toBe(1);
      }
    },
  );
});
