import type {
  TLicensorFields,
  TScheduleB,
  TSchoolContractEventKind,
  TSchoolContractStatus,
  TSignature,
} from '@fhp/domain';
import { asc, eq } from 'drizzle-orm';
import { schoolContractEvents as e } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { findContract } from './contract-rows';

/** One step of a contract's trail, as the signing certificate prints it. */
export type ContractDocumentEvent = {
  id: string;
  kind: TSchoolContractEventKind;
  actorEmail: string | null;
  ip: string | null;
  data: Record<string, unknown>;
  at: Date;
};

/** Everything the signed PDF and its certificate page need about one contract. */
export type ContractDocument = {
  id: string;
  number: number;
  status: TSchoolContractStatus;
  level: 'college' | 'high-school';
  stateCode: string;
  stateName: string;
  place: string;
  schoolId: number;
  schoolName: string;
  officerEmail: string;
  schoolAdminId: string | null;
  effectiveDate: string;
  scheduleB: TScheduleB | null;
  licensor: TLicensorFields | null;
  officer: { signature: TSignature | null; signedAt: Date | null; signedIp: string | null };
  countersigner: {
    userId: string | null;
    name: string | null;
    signature: TSignature | null;
    signedAt: Date | null;
    signedIp: string | null;
  };
  pdfKey: string | null;
  documentSha256: string | null;
  createdAt: Date;
  /** The trail, oldest first (ties by id, so the order is stable). */
  events: ContractDocumentEvent[];
};

/**
 * For the countersigning and the PDF (issue #35, item 5): the contract row, Schedule B, the
 * licensor block, both signatures with their times and addresses, and the append-only trail in
 * time order. Undefined for an unknown (or malformed) id. Reads in the caller's transaction when
 * given one, so the document matches the rows it seals.
 */
export async function readContractForDocument(
  db: DbOrTx,
  contractId: string,
): Promise<ContractDocument | undefined> {
  const row = await findContract(db, contractId);
  if (!row) return undefined;
  const events = await db
    .select()
    .from(e)
    .where(eq(e.contractId, row.id))
    .orderBy(asc(e.createdAt), asc(e.id));
  return {
    id: row.id,
    number: row.number,
    status: row.status as TSchoolContractStatus,
    level: row.level,
    stateCode: row.stateCode,
    stateName: row.stateName,
    place: row.place,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    officerEmail: row.officerEmail,
    schoolAdminId: row.schoolAdminId,
    effectiveDate: row.effectiveDate,
    scheduleB: row.scheduleB ?? null,
    licensor: row.licensor ?? null,
    officer: {
      signature: row.officerSignature ?? null,
      signedAt: row.signedAt,
      signedIp: row.signedIp,
    },
    countersigner: {
      userId: row.countersignedBy,
      name: row.countersignerName,
      signature: row.countersignature ?? null,
      signedAt: row.countersignedAt,
      signedIp: row.countersignedIp,
    },
    pdfKey: row.pdfKey,
    documentSha256: row.documentSha256,
    createdAt: row.createdAt,
    events: events.map((ev) => ({
      id: ev.id,
      kind: ev.kind as TSchoolContractEventKind,
      actorEmail: ev.actorEmail,
      ip: ev.ip,
      data: ev.data,
      at: ev.createdAt,
    })),
  };
}
