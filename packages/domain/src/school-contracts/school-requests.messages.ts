import type { TContractLevel } from './school-contracts.model';

/**
 * The school contract request page (/school-licence), the New institute request modal and the
 * contract search (/search-school-contract): the spec's texts (part 3), spelling corrected.
 */
export const schoolRequestsMessages = {
  // The request page.
  requestTitle: 'Request a School IP Contract',
  requestIntro:
    'A School Verification Officer asks FHP for the school’s IP license contract here. How it works:',
  processSteps: [
    'You send this request with your school e-mail and an image of your school id.',
    'FHP’s operators review it.',
    'Once approved, you receive a signing link: you verify your school e-mail with a one-time code and sign the contract as licensor.',
    'FHP countersigns the contract.',
    'You receive the sealed, signed PDF, and the contract can be found with the contract search.',
  ],
  readAgreement: 'Read the School IP License Agreement',
  searchContracts: 'Search school contracts',
  goBack: 'Go Back',
  levelLabel: 'Contract',
  stateLabel: 'State',
  cityLabel: 'City',
  countyLabel: 'County',
  schoolLabel: 'School',
  statePlaceholder: 'Choose a state',
  cityPlaceholder: 'Choose a city',
  countyPlaceholder: 'Choose a county',
  schoolPlaceholder: 'Choose a school',
  emailLabel: 'School e-mail',
  emailDescription: 'Your e-mail at the school: the signing link and the code are sent there.',
  idImageLabel: 'School id image',
  idImageDescription: 'PNG, GIF or JPEG, at most 1 MB.',
  idImagePlaceholder: 'Choose an image',
  submit: 'Send request',
  submitting: 'Submitting...',
  schoolMissing: 'Your school is not listed?',
  newInstituteLink: 'Request a new school',

  // Validation (the same rules on the server).
  levelRequired: 'Choose the contract',
  stateRequired: 'Choose a state',
  placeRequired: 'Choose a city or county',
  cityRequired: 'Choose a city',
  countyRequired: 'Choose a county',
  schoolRequired: 'Choose a school',
  schoolNotListed: 'Choose a school from the list',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  idImageRequired: 'An id image is required',

  // The spec's three duplicate checks (spelling corrected).
  schoolHasContract: 'This school already has a contract',
  emailHasAccount: 'This email user already exists, please use a different email',
  schoolHasRequest: 'This school already has a contract request',

  requestSent: 'Request sent successfully!',
  requestFailed: 'An error occurred while submitting the form. Please try again later.',
  tooManyRequests: 'Too many requests from this address. Please try again later.',

  // The New institute request modal.
  instituteTitle: 'New institute request',
  instituteIntro: 'Tell us the school that is missing: the operators add it to the lists.',
  instituteLevelLabel: 'Institute level',
  instituteNameLabel: 'School name',
  instituteSubmit: 'Submit',
  instituteCancel: 'Cancel',
  instituteNameRequired: 'School name is required',
  instituteSent: 'Request sent successfully!',

  // The contract search.
  searchTitle: 'Search School Contract',
  searchIntro: 'Find a school’s approved IP license contract.',
  view: 'View',
  noContract: 'No contract found',
  searchFailed: 'Error finding contract',
} as const;

/** The level choice's words: 'College contract' / 'High School contract' (spec constants). */
export const INSTITUTE_LEVEL_LABELS = {
  college: 'College',
  'high-school': 'High School',
} as const satisfies Record<TContractLevel, string>;

/** The place picker's label: City for a college, County for a high school. */
export const placeLabelOf = (level: TContractLevel) =>
  level === 'college' ? schoolRequestsMessages.cityLabel : schoolRequestsMessages.countyLabel;

/** The e-mails of the school path's requests. */
export const schoolRequestEmails = {
  declinedSubject: 'Your school contract request',
  declined: (school: string, reason: string) =>
    `Your request for the IP license contract of ${school} was declined.\n\nReason: ${reason}\n\nYou may send a new request at any time.`,
  instituteDeclinedSubject: 'Your new institute request',
  instituteDeclined: (school: string, reason: string) =>
    `Your request to add ${school} to FHP's school lists was declined.\n\nReason: ${reason}`,
  instituteAddedSubject: 'Your school was added',
  instituteAdded: (school: string, link: string) =>
    `${school} is now in FHP's school lists. You can request its IP license contract at ${link}`,
  signingSubject: 'Sign your school’s IP license contract',
  signing: (school: string, link: string) =>
    `Your request for the IP license contract of ${school} was approved.\n\nOpen the contract, verify your school e-mail with the one-time code we send you there, fill in Schedule B and sign it as licensor:\n${link}\n\nFHP countersigns it after you, and you will receive the sealed PDF.`,
  setPasswordSubject: 'Your FHP school administrator account',
  setPassword: (school: string, link: string, hours: number) =>
    `An FHP school administrator account was created for you as the officer of ${school}.\n\nChoose your password with this link (valid ${hours} hours):\n${link}\n\nThen sign in at the school area to follow your contract and your school's athletes.`,
} as const;
