import type { TSchoolKind } from '../reference/reference.limits';

/**
 * The school path's records and their states (spec part 3: school contract request, new institute
 * request, school contract). One contract per listed school: a request is reviewed by the
 * operators; approving it creates the contract as a draft for the School Verification Officer,
 * who proves control of the school e-mail, fills Schedule B and signs (signed); an operator
 * countersigns, which produces the sealed PDF (approved). Only approved contracts are public.
 */

/** The spec's contract levels, shown as 'College contract' and 'High School contract'. */
export const CONTRACT_LEVELS = ['college', 'high-school'] as const satisfies readonly TSchoolKind[];
export type TContractLevel = (typeof CONTRACT_LEVELS)[number];
export const CONTRACT_LEVEL_LABELS = {
  college: 'College contract',
  'high-school': 'High School contract',
} as const satisfies Record<TContractLevel, string>;

export const SCHOOL_CONTRACT_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TSchoolContractRequestStatus = (typeof SCHOOL_CONTRACT_REQUEST_STATUSES)[number];

/** A new institute request: the operators add the school to the reference lists, or decline. */
export const INSTITUTE_REQUEST_STATUSES = ['pending', 'added', 'declined'] as const;
export type TInstituteRequestStatus = (typeof INSTITUTE_REQUEST_STATUSES)[number];

/** draft: waiting for the officer; signed: waiting for the countersignature; approved: sealed. */
export const SCHOOL_CONTRACT_STATUSES = ['draft', 'signed', 'approved'] as const;
export type TSchoolContractStatus = (typeof SCHOOL_CONTRACT_STATUSES)[number];

/** The append-only audit trail of one contract, printed on its signing certificate. */
export const SCHOOL_CONTRACT_EVENT_KINDS = [
  'requested',
  'approved',
  'code-sent',
  'code-verified',
  'code-refused',
  'viewed',
  'signed',
  'countersigned',
  'sealed',
  'downloaded',
] as const;
export type TSchoolContractEventKind = (typeof SCHOOL_CONTRACT_EVENT_KINDS)[number];

/** Schedule B as the officer fills it (contract id, school and state come from the contract). */
export interface TScheduleB {
  address: string;
  city: string;
  zip: string;
  allowedViews: string[];
  restrictedViews: string[];
  officerFirstName: string;
  officerLastName: string;
  /** Must be on the school's phone network (a rule shown, not checkable). */
  phone: string;
  extension: string;
}

/** The agreement's licensor block: who signs for the school. */
export interface TLicensorFields {
  name: string;
  title: string;
  address: string;
  city: string;
  zip: string;
}

/** A signature as given: drawn (a PNG data URL) or typed (the name, set in a script face). */
export interface TSignature {
  kind: 'drawn' | 'typed';
  /** The typed name, or `data:image/png;base64,...` for a drawn one. */
  value: string;
}
