import type { Readable } from 'node:stream';
import {
  contractPdfUrl,
  type TSchoolContractVerification,
  schoolContractDocumentsTexts as texts,
} from '@fhp/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { schoolContractEvents, schoolContracts, states } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

/**
 * The sealed PDF of an approved contract, for anyone with the link (a public license, decision
 * 0066), and a 'downloaded' event with the address and, when signed in, who. Anything else
 * (unknown, draft, signed) is the same 404: nothing is revealed.
 */
export async function openContractPdf(
  services: AppServices,
  input: { contractId: string; ip: string | null; who: string | null },
): Promise<{ body: Readable; number: number; sha256: string }> {
  const [row] = await services.db
    .select({
      number: schoolContracts.number,
      pdfKey: schoolContracts.pdfKey,
      sha256: schoolContracts.documentSha256,
    })
    .from(schoolContracts)
    .where(
      and(
        eq(schoolContracts.id, input.contractId),
        eq(schoolContracts.status, 'approved'),
        isNotNull(schoolContracts.pdfKey),
      ),
    );
  if (!row?.pdfKey || !row.sha256) throw notFound(texts.errors.notFound);
  const object = await services.storage.get(row.pdfKey);
  if (!object) throw notFound(texts.errors.notFound);
  await services.db.insert(schoolContractEvents).values({
    contractId: input.contractId,
    kind: 'downloaded',
    actorEmail: input.who,
    ip: input.ip,
  });
  return { body: object.body, number: row.number, sha256: row.sha256 };
}

/** The public confirmation of an approved contract; the same 404 for anything else. */
export async function verifyContract(
  db: DbOrTx,
  contractId: string,
): Promise<TSchoolContractVerification> {
  const [row] = await db
    .select({ contract: schoolContracts, stateName: states.name })
    .from(schoolContracts)
    .leftJoin(states, eq(states.code, schoolContracts.stateCode))
    .where(and(eq(schoolContracts.id, contractId), eq(schoolContracts.status, 'approved')));
  const c = row?.contract;
  if (!row || !c?.documentSha256 || !c.countersignedAt) throw notFound(texts.errors.notFound);
  const [sealed] = await db
    .select({ data: schoolContractEvents.data })
    .from(schoolContractEvents)
    .where(
      and(eq(schoolContractEvents.contractId, contractId), eq(schoolContractEvents.kind, 'sealed')),
    )
    .orderBy(desc(schoolContractEvents.createdAt))
    .limit(1);
  const agreement = sealed?.data.agreementSha256;
  return {
    id: c.id,
    number: c.number,
    schoolName: c.schoolName,
    level: c.level,
    stateCode: c.stateCode,
    stateName: row.stateName ?? c.stateCode,
    status: 'approved',
    approvedAt: c.countersignedAt.toISOString(),
    sha256: c.documentSha256,
    agreementSha256: typeof agreement === 'string' ? agreement : null,
    pdfUrl: contractPdfUrl(c.id),
  };
}
