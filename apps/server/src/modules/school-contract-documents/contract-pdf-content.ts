import {
  PNG_DATA_URL_PREFIX,
  schoolContractVerifyPath,
  type TSchoolContractEventKind,
  type TSignature,
} from '@fhp/domain';
import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import { schoolContractEvents, type schoolContracts, states } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import type { ContractPdfContent, SignatureArt } from './contract-pdf';

export type ContractRow = typeof schoolContracts.$inferSelect;

/** The licensee's signer title on the PDF. */
const LICENSEE_TITLE = 'Administrator, FHP';
/** What the certificate says of the operator's identity check (a console session). */
export const OPERATOR_VERIFICATION = 'Signed in to the FHP console (operator)';

/** Events that happen after the seal and are not part of the signed record. */
const AFTER_SEAL: TSchoolContractEventKind[] = ['sealed', 'downloaded'];

/**
 * What the PDF draws for a stored signature: a drawn one's PNG bytes (stored already checked
 * and re-encoded, `storedSignature`), a typed one's name.
 */
export function signatureArt(signature: TSignature): SignatureArt {
  if (signature.kind === 'typed') return { kind: 'typed', text: signature.value };
  return {
    kind: 'drawn',
    png: Buffer.from(signature.value.slice(PNG_DATA_URL_PREFIX.length), 'base64'),
  };
}

/**
 * What the signed PDF of a countersigned contract shows, read from the contract and its trail
 * up to the countersignature: everything the renderer needs, nothing from the clock, so the
 * same contract always yields the same content (and the same bytes before sealing).
 */
export async function contractPdfContent(
  db: DbOrTx,
  contract: ContractRow,
  options: { publicUrl: string; operatorEmail: string; sealedBy: string },
): Promise<ContractPdfContent> {
  const {
    scheduleB,
    licensor,
    officerSignature,
    signedAt,
    countersignature,
    countersignedAt,
    countersignerName,
  } = contract;
  if (
    !scheduleB ||
    !licensor ||
    !officerSignature ||
    !signedAt ||
    !countersignature ||
    !countersignedAt ||
    !countersignerName
  ) {
    throw new Error(`contract ${contract.id} is not signed and countersigned`);
  }
  const [state] = await db
    .select({ name: states.name })
    .from(states)
    .where(eq(states.code, contract.stateCode));
  const events = await db
    .select()
    .from(schoolContractEvents)
    .where(
      and(
        eq(schoolContractEvents.contractId, contract.id),
        lte(schoolContractEvents.createdAt, countersignedAt),
        notInArray(schoolContractEvents.kind, AFTER_SEAL),
      ),
    )
    .orderBy(asc(schoolContractEvents.createdAt), asc(schoolContractEvents.id));
  const verified = events.filter((e) => e.kind === 'code-verified' && e.createdAt <= signedAt);
  const officerName =
    licensor.name.trim() || `${scheduleB.officerFirstName} ${scheduleB.officerLastName}`.trim();
  return {
    contractId: contract.id,
    number: contract.number,
    level: contract.level,
    schoolName: contract.schoolName,
    stateName: state?.name ?? contract.stateCode,
    place: contract.place,
    effectiveDate: contract.effectiveDate,
    officerEmail: contract.officerEmail,
    scheduleB,
    licensor,
    licensorSigner: {
      name: officerName,
      title: licensor.title.trim() || 'School Verification Officer',
      email: contract.officerEmail,
      signature: await signatureArt(officerSignature),
      signedAt,
      ip: contract.signedIp,
      verification: verified.at(-1)?.createdAt ?? null,
    },
    licenseeSigner: {
      name: countersignerName,
      title: LICENSEE_TITLE,
      email: options.operatorEmail,
      signature: await signatureArt(countersignature),
      signedAt: countersignedAt,
      ip: contract.countersignedIp,
      verification: OPERATOR_VERIFICATION,
    },
    events: events.map((e) => ({
      at: e.createdAt,
      kind: e.kind as TSchoolContractEventKind,
      who: e.actorEmail,
      ip: e.ip,
    })),
    verifyUrl: new URL(schoolContractVerifyPath(contract.id), options.publicUrl).toString(),
    sealedBy: options.sealedBy,
    createdAt: contract.createdAt,
    documentDate: countersignedAt,
  };
}
