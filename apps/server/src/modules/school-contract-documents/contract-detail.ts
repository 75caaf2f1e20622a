import {
  contractPdfUrl,
  schoolContractVerifyPath,
  type TSchoolContractDetail,
  type TSchoolContractEventKind,
  type TSchoolContractStatus,
  schoolContractDocumentsTexts as texts,
} from '@fhp/domain';
import { asc, eq } from 'drizzle-orm';
import { schoolContractEvents, schoolContracts, states } from '../../db/schema';
import type { Subject } from '../../platform/auth/policy';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';

/**
 * The policy's subject of a contract: nobody owns it; it belongs to its school (whose
 * administrator may read it). Undefined when there is no such contract (the guard's 404).
 */
export async function contractSubject(db: DbOrTx, id: string): Promise<Subject | undefined> {
  const [row] = await db
    .select({ schoolId: schoolContracts.schoolId })
    .from(schoolContracts)
    .where(eq(schoolContracts.id, id));
  return row ? { ownerId: null, schoolId: row.schoolId } : undefined;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A contract as the console shows it: its fields, signatures and whole trail (oldest first). */
export async function readContractDetail(db: DbOrTx, id: string): Promise<TSchoolContractDetail> {
  const [row] = await db
    .select({ contract: schoolContracts, stateName: states.name })
    .from(schoolContracts)
    .leftJoin(states, eq(states.code, schoolContracts.stateCode))
    .where(eq(schoolContracts.id, id));
  if (!row) throw notFound(texts.errors.notFound);
  const c = row.contract;
  const events = await db
    .select()
    .from(schoolContractEvents)
    .where(eq(schoolContractEvents.contractId, id))
    .orderBy(asc(schoolContractEvents.createdAt), asc(schoolContractEvents.id));
  return {
    id: c.id,
    number: c.number,
    level: c.level,
    stateCode: c.stateCode,
    stateName: row.stateName ?? c.stateCode,
    place: c.place,
    schoolName: c.schoolName,
    status: c.status as TSchoolContractStatus,
    officerEmail: c.officerEmail,
    effectiveDate: c.effectiveDate,
    scheduleB: c.scheduleB ?? null,
    licensor: c.licensor ?? null,
    officerSignature: c.officerSignature ?? null,
    signedAt: iso(c.signedAt),
    signedIp: c.signedIp,
    countersignerName: c.countersignerName,
    countersignature: c.countersignature ?? null,
    countersignedAt: iso(c.countersignedAt),
    countersignedIp: c.countersignedIp,
    documentSha256: c.documentSha256,
    pdfUrl: c.status === 'approved' && c.pdfKey ? contractPdfUrl(c.id) : null,
    verifyPath: schoolContractVerifyPath(c.id),
    createdAt: c.createdAt.toISOString(),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind as TSchoolContractEventKind,
      actorEmail: e.actorEmail,
      ip: e.ip,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
