import { z } from 'zod';
import { schoolContractDocumentsTexts as t } from './school-contract-documents.texts';
import {
  CONTRACT_LEVELS,
  SCHOOL_CONTRACT_EVENT_KINDS,
  SCHOOL_CONTRACT_STATUSES,
} from './school-contracts.model';
import {
  TYPED_SIGNATURE_MAX,
  ZLicensorView,
  ZScheduleBView,
  ZSignatureInput,
  ZSignatureView,
} from './signing.schemas';

export const ZSchoolContractIdParams = z.object({ id: z.uuid() });

/** POST /api/console/school-contracts/:id/countersign. */
export const ZCountersignBody = z.object({
  /** The operator's name as printed under the signature. */
  name: z.string().trim().min(1, t.countersign.nameRequired).max(TYPED_SIGNATURE_MAX),
  /** Drawn or typed, checked as the officer's is. */
  signature: ZSignatureInput,
});
export type TCountersignBody = z.infer<typeof ZCountersignBody>;

export const ZSchoolContractEventView = z.object({
  id: z.uuid(),
  kind: z.enum(SCHOOL_CONTRACT_EVENT_KINDS),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TSchoolContractEventView = z.infer<typeof ZSchoolContractEventView>;

/** GET /api/console/school-contracts/:id: everything an operator reviews before countersigning. */
export const ZSchoolContractDetail = z.object({
  id: z.uuid(),
  number: z.number().int(),
  level: z.enum(CONTRACT_LEVELS),
  stateCode: z.string(),
  stateName: z.string(),
  place: z.string(),
  schoolName: z.string(),
  status: z.enum(SCHOOL_CONTRACT_STATUSES),
  officerEmail: z.string(),
  effectiveDate: z.string(),
  scheduleB: ZScheduleBView.nullable(),
  licensor: ZLicensorView.nullable(),
  officerSignature: ZSignatureView.nullable(),
  signedAt: z.iso.datetime({ offset: true }).nullable(),
  signedIp: z.string().nullable(),
  countersignerName: z.string().nullable(),
  countersignature: ZSignatureView.nullable(),
  countersignedAt: z.iso.datetime({ offset: true }).nullable(),
  countersignedIp: z.string().nullable(),
  /** SHA-256 (hex) of the sealed PDF file as served; null until approved. */
  documentSha256: z.string().nullable(),
  /** The PDF's address once approved. */
  pdfUrl: z.string().nullable(),
  /** The public confirmation page's path. */
  verifyPath: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  events: z.array(ZSchoolContractEventView),
});
export type TSchoolContractDetail = z.infer<typeof ZSchoolContractDetail>;

export const ZCountersigned = z.object({ message: z.string(), contract: ZSchoolContractDetail });
export type TCountersigned = z.infer<typeof ZCountersigned>;

/** GET /api/school-contracts/:id/verification: an approved contract, public; else 404. */
export const ZSchoolContractVerification = z.object({
  id: z.uuid(),
  number: z.number().int(),
  schoolName: z.string(),
  level: z.enum(CONTRACT_LEVELS),
  stateCode: z.string(),
  stateName: z.string(),
  status: z.literal('approved'),
  approvedAt: z.iso.datetime({ offset: true }),
  /** SHA-256 (hex) of the sealed PDF file served at pdfUrl. */
  sha256: z.string(),
  /** SHA-256 (hex) printed on the signing certificate: the agreement's pages rendered alone. */
  agreementSha256: z.string().nullable(),
  pdfUrl: z.string(),
});
export type TSchoolContractVerification = z.infer<typeof ZSchoolContractVerification>;
