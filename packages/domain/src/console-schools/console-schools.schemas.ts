import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import {
  CONTRACT_LEVELS,
  INSTITUTE_REQUEST_STATUSES,
  SCHOOL_CONTRACT_REQUEST_STATUSES,
  SCHOOL_CONTRACT_STATUSES,
} from '../school-contracts/school-contracts.model';
import { DECLINE_REASON_MAX } from '../school-contracts/school-requests.schemas';
import { consoleSchoolsMessages as m } from './console-schools.texts';

/** The Schools screen's tabs. */
export const CONSOLE_SCHOOLS_TABS = ['requests', 'institutes', 'contracts'] as const;
export type TConsoleSchoolsTab = (typeof CONSOLE_SCHOOLS_TABS)[number];

export const ZSchoolRequestsQuery = ZPageQuery.extend({
  status: z.enum(SCHOOL_CONTRACT_REQUEST_STATUSES).default('pending'),
});
export const ZInstituteRequestsQuery = ZPageQuery.extend({
  status: z.enum(INSTITUTE_REQUEST_STATUSES).default('pending'),
});
export const ZSchoolContractsQuery = ZPageQuery.extend({
  status: z.enum(SCHOOL_CONTRACT_STATUSES).default('draft'),
});

const decided = {
  decisionNote: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** The operator's e-mail. */
  decidedBy: z.string().nullable(),
};

export const ZSchoolRequestItem = z.object({
  id: z.uuid(),
  level: z.enum(CONTRACT_LEVELS),
  stateCode: z.string(),
  stateName: z.string(),
  place: z.string(),
  schoolName: z.string(),
  email: z.string(),
  status: z.enum(SCHOOL_CONTRACT_REQUEST_STATUSES),
  createdAt: z.iso.datetime(),
  /** The contract made on approval. */
  contractId: z.uuid().nullable(),
  ...decided,
});
export type TSchoolRequestItem = z.infer<typeof ZSchoolRequestItem>;
export const ZSchoolRequestsPage = pageOf(ZSchoolRequestItem);

export const ZInstituteRequestItem = z.object({
  id: z.uuid(),
  level: z.enum(CONTRACT_LEVELS),
  stateCode: z.string(),
  stateName: z.string(),
  place: z.string(),
  instituteName: z.string(),
  email: z.string(),
  status: z.enum(INSTITUTE_REQUEST_STATUSES),
  createdAt: z.iso.datetime(),
  ...decided,
});
export type TInstituteRequestItem = z.infer<typeof ZInstituteRequestItem>;
export const ZInstituteRequestsPage = pageOf(ZInstituteRequestItem);

export const ZSchoolContractItem = z.object({
  id: z.uuid(),
  number: z.number().int(),
  level: z.enum(CONTRACT_LEVELS),
  stateCode: z.string(),
  stateName: z.string(),
  place: z.string(),
  schoolName: z.string(),
  officerEmail: z.string(),
  status: z.enum(SCHOOL_CONTRACT_STATUSES),
  effectiveDate: z.string(),
  createdAt: z.iso.datetime(),
  signedAt: z.iso.datetime().nullable(),
  countersignedAt: z.iso.datetime().nullable(),
});
export type TSchoolContractItem = z.infer<typeof ZSchoolContractItem>;
export const ZSchoolContractsPage = pageOf(ZSchoolContractItem);

export const ZRecordId = z.object({ id: z.uuid() });

/** A decline: the reason, required, e-mailed to the requester. */
export const ZDeclineReason = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .max(DECLINE_REASON_MAX, m.reasonTooLong),
});
export type TDeclineReasonInput = z.input<typeof ZDeclineReason>;

export const ZSchoolRequestApproved = z.object({
  message: z.string(),
  contractId: z.uuid(),
  /** Whether the officer's school-admin account was created now or an existing one linked. */
  account: z.enum(['created', 'linked']),
  item: ZSchoolRequestItem,
});
export const ZSchoolRequestDeclined = z.object({ message: z.string(), item: ZSchoolRequestItem });
export const ZInstituteDecided = z.object({ message: z.string(), item: ZInstituteRequestItem });
