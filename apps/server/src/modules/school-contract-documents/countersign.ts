import { createHash } from 'node:crypto';
import {
  contractPdfUrl,
  schoolContractVerifyPath,
  type TCountersigned,
  type TSignature,
  schoolContractDocumentsTexts as texts,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { schoolAdminProfiles, schoolContractEvents, schoolContracts } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Tx } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { storedSignature } from '../school-contracts/stored-signature';
import { readContractDetail } from './contract-detail';
import { renderContractPdf } from './contract-pdf';
import { type ContractRow, contractPdfContent } from './contract-pdf-content';
import { sealPdf } from './seal-pdf';
import { signingCertificate } from './signing-certificate';

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Where a contract's sealed PDF is stored: its id and the file's own hash. */
export const contractPdfKey = (contractId: string, sha256: string) =>
  `school-contracts/${contractId}/${sha256}.pdf`;

export interface CountersignInput {
  contractId: string;
  /** The operator countersigning (their id and e-mail, as the session has them). */
  operator: { id: string; email: string };
  /** The operator's name as printed under the signature. */
  name: string;
  signature: TSignature;
  ip: string | null;
}

/**
 * The sealed PDF of a countersigned contract: the agreement rendered alone (its SHA-256 is what
 * the certificate page prints), then the whole document with the certificate page, sealed with
 * a PKCS#7 signature at the countersignature's time (decision 0066).
 */
export async function renderSealedContract(
  services: AppServices,
  db: Tx | AppServices['db'],
  contract: ContractRow,
  operatorEmail: string,
) {
  const certificate = await signingCertificate(services.config.contractSigning);
  const content = await contractPdfContent(db, contract, {
    publicUrl: services.config.publicUrl,
    operatorEmail,
    sealedBy: certificate.subject,
  });
  const agreement = await renderContractPdf(content, { certificate: false });
  const agreementSha256 = sha256Hex(agreement);
  const unsealed = await renderContractPdf(content, { certificate: true, agreementSha256 });
  const sealed = await sealPdf(unsealed, certificate, {
    signingTime: content.documentDate,
    contactInfo: services.config.email.operator,
  });
  return { unsealed, sealed, agreementSha256, sha256: sha256Hex(sealed), certificate };
}

/**
 * Countersigns a signed contract and seals it, in this order and in one transaction: the
 * decision (a conditional update from 'signed', so of two operators at once one wins and the
 * other gets 409; a draft or approved contract 409, an unknown one 404), the 'countersigned'
 * event, the PDF rendered and sealed, the file stored, the contract's pdfKey and SHA-256, the
 * 'sealed' event, the audit row, the school administrator's IP contract offer switched on and
 * the officer's e-mail (outbox). The file is written before the commit: a failed commit leaves
 * an orphan object under school-contracts/ (no row names it), never a contract without its file.
 * Production without a signing certificate: 503, nothing written.
 */
export async function countersignAndSeal(
  services: AppServices,
  input: CountersignInput,
): Promise<TCountersigned> {
  // Checked and re-encoded before anything is locked: a bad signature is a 400.
  const countersignature = await storedSignature(input.signature);
  // A whole second, as the certificate prints it (and the same value read back from the row).
  const at = new Date(Math.floor(Date.now() / 1000) * 1000);
  await services.db.transaction(async (tx) => {
    const [contract] = await tx
      .update(schoolContracts)
      .set({
        status: 'approved',
        countersignedBy: input.operator.id,
        countersignerName: input.name.trim(),
        countersignature,
        countersignedAt: at,
        countersignedIp: input.ip,
        updatedAt: at,
      })
      .where(and(eq(schoolContracts.id, input.contractId), eq(schoolContracts.status, 'signed')))
      .returning();
    if (!contract) throw await missingOrNotSigned(tx, input.contractId);

    await tx.insert(schoolContractEvents).values({
      contractId: contract.id,
      kind: 'countersigned',
      actorEmail: input.operator.email,
      ip: input.ip,
      data: { name: contract.countersignerName, signature: countersignature.kind },
      createdAt: at,
    });

    const { sealed, sha256, agreementSha256, certificate } = await renderSealedContract(
      services,
      tx,
      contract,
      input.operator.email,
    );
    const pdfKey = contractPdfKey(contract.id, sha256);
    await services.storage.put(pdfKey, sealed, 'application/pdf');
    await tx
      .update(schoolContracts)
      .set({ pdfKey, documentSha256: sha256 })
      .where(eq(schoolContracts.id, contract.id));
    await tx.insert(schoolContractEvents).values({
      contractId: contract.id,
      kind: 'sealed',
      actorEmail: input.operator.email,
      ip: input.ip,
      data: {
        sha256,
        agreementSha256,
        bytes: sealed.length,
        sealedBy: certificate.subject,
        developmentCertificate: certificate.development,
      },
      // Just after the countersignature, so the trail lists them in the order they happened.
      createdAt: new Date(at.getTime() + 1),
    });
    await recordAudit(tx, {
      actor: input.operator,
      action: 'school-contract.countersign',
      subjectType: 'school-contract',
      subjectId: contract.id,
      before: { status: 'signed' },
      after: { status: 'approved', countersignerName: contract.countersignerName, sha256 },
    });
    if (contract.schoolAdminId) {
      await tx
        .update(schoolAdminProfiles)
        .set({ ipContract: true })
        .where(eq(schoolAdminProfiles.userId, contract.schoolAdminId));
    }
    const link = new URL(contractPdfUrl(contract.id), services.config.publicUrl).toString();
    const verify = new URL(
      schoolContractVerifyPath(contract.id),
      services.config.publicUrl,
    ).toString();
    await services.mailer.send(
      {
        to: contract.officerEmail,
        subject: texts.email.approvedSubject(contract.schoolName),
        text: texts.email.approvedText(contract.schoolName, link, verify),
        template: 'school-contract-approved',
      },
      { db: tx },
    );
  });
  return {
    message: texts.countersign.done,
    contract: await readContractDetail(services.db, input.contractId),
  };
}

async function missingOrNotSigned(tx: Tx, id: string) {
  const [row] = await tx
    .select({ status: schoolContracts.status })
    .from(schoolContracts)
    .where(eq(schoolContracts.id, id));
  if (!row) return notFound(texts.errors.notFound);
  return conflict(
    row.status === 'approved' ? texts.errors.alreadyApproved : texts.errors.notSigned,
  );
}

/**
 * For the demo seed (and tools): approves a signed contract as an operator, with a typed
 * countersignature of their name, exactly as the console's Countersign does (the same PDF,
 * seal, events, audit row and e-mail). Throws 409 unless the contract is 'signed'.
 */
export function sealSignedContract(
  services: AppServices,
  input: {
    contractId: string;
    operator: { id: string; email: string };
    name: string;
    ip?: string | null;
  },
): Promise<TCountersigned> {
  return countersignAndSeal(services, {
    contractId: input.contractId,
    operator: input.operator,
    name: input.name,
    signature: { kind: 'typed', value: input.name },
    ip: input.ip ?? null,
  });
}
