import type {
  TInstituteRequestStatus,
  TSchoolContractRequestStatus,
  TSchoolContractStatus,
} from '../school-contracts/school-contracts.model';
import type { TConsoleSchoolsTab } from './console-schools.schemas';

/** The console's Schools screen (/console/schools). */
export const consoleSchoolsTexts = {
  title: 'Schools',
  intro:
    'Contract requests from School Verification Officers, schools missing from the lists, and the contracts in their three states.',
  tabs: {
    requests: 'Contract requests',
    institutes: 'Institute requests',
    contracts: 'Contracts',
  } satisfies Record<TConsoleSchoolsTab, string>,
  statusLabel: 'Status',
  requestStatuses: {
    pending: 'Pending',
    approved: 'Approved',
    declined: 'Declined',
  } satisfies Record<TSchoolContractRequestStatus, string>,
  instituteStatuses: {
    pending: 'Pending',
    added: 'Added',
    declined: 'Declined',
  } satisfies Record<TInstituteRequestStatus, string>,
  contractStatuses: {
    draft: 'Draft',
    signed: 'Signed',
    approved: 'Approved',
  } satisfies Record<TSchoolContractStatus, string>,
  requestColumns: ['When', 'School', 'Place', 'E-mail', 'Id image', 'Decision'] as const,
  instituteColumns: ['When', 'School', 'Place', 'E-mail', 'Decision'] as const,
  contractColumns: ['Contract', 'School', 'Place', 'Officer', 'Effective', 'Status'] as const,
  requestsTable: 'Contract requests',
  institutesTable: 'Institute requests',
  contractsTable: 'Contracts',
  loadFailed: 'The list could not be loaded.',
  emptyRequests: 'No contract request in this list.',
  emptyInstitutes: 'No institute request in this list.',
  emptyContracts: 'No contract in this list.',
  viewImage: 'View id image',
  imageTitle: (school: string) => `Id image sent for ${school}`,
  imageAlt: (email: string) => `School id image sent by ${email}`,
  approve: 'Approve',
  decline: 'Decline',
  addSchool: 'Add school',
  approveTitle: (school: string) => `Approve the contract request of ${school}?`,
  approveHint:
    'This creates the contract as a draft, creates the officer’s school administrator account (or links an existing one), and e-mails the officer the signing link.',
  declineTitle: (school: string) => `Decline the request of ${school}?`,
  addTitle: (school: string) => `Add ${school} to the school lists?`,
  addHint: 'The school joins the pickers of the request page, the search, sign-up and the profile.',
  reasonLabel: 'Reason (e-mailed to the requester)',
  cancel: 'Cancel',
  confirm: 'Confirm',
  openContract: (n: number) => `Contract #${n}`,
  decidedBy: (who: string) => `by ${who}`,
} as const;

export const consoleSchoolsMessages = {
  approved: 'Request approved: the officer was e-mailed the signing link',
  declined: 'Request declined: the requester was e-mailed the reason',
  instituteAdded: 'School added to the lists',
  instituteDeclined: 'Institute request declined: the requester was e-mailed the reason',
  reasonRequired: 'Write the reason for the requester.',
  reasonTooLong: 'Please keep the reason under 1000 characters.',
  emailIsOtherRole:
    'This e-mail belongs to an account that is not a school administrator: the officer must use another e-mail.',
} as const;
