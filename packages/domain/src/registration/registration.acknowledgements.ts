/**
 * The sign-up's acknowledgement checkboxes (spec part 1, section 5: "about 15 acknowledgement
 * checkboxes all required"), the photo-instructions and video acknowledgements, and the license
 * agreement's I ACCEPT box. Each one is stored as an acceptance of a versioned document, so an
 * athlete can later see exactly what they agreed to: bump a version when its text changes.
 */
export const ALWAYS_REQUIRED_ACKNOWLEDGEMENTS = [
  'terms',
  'nilPolicy',
  'stateLaw',
  'license',
  'tax',
  'limitedTerm',
  'marketing',
  'adminDiscretion',
  'noUnauthorizedCopying',
  'reporting',
  'noPayForPerformance',
  'identity',
  'agreementUnderstanding',
  'policyAgreement',
  'photoInstructions',
  'agreementAccepted',
] as const;
/** Required for high-school athletes only. */
export const HIGH_SCHOOL_ACKNOWLEDGEMENT = 'highSchoolInformation' as const;
/** Required for non-school USA athletes and athletes from another country. */
export const NEW_GROUP_VIDEO_ACKNOWLEDGEMENT = 'newGroupAthleteVideo' as const;

export const ACKNOWLEDGEMENT_KEYS = [
  ...ALWAYS_REQUIRED_ACKNOWLEDGEMENTS,
  HIGH_SCHOOL_ACKNOWLEDGEMENT,
  NEW_GROUP_VIDEO_ACKNOWLEDGEMENT,
] as const;
export type TAcknowledgementKey = (typeof ACKNOWLEDGEMENT_KEYS)[number];

/** The checkbox labels, in the order the form shows them. */
export const ACKNOWLEDGEMENT_LABELS: Record<TAcknowledgementKey, string> = {
  terms: 'I have read and agree to the Terms & Conditions.',
  nilPolicy: "I will follow my school's and conference's NIL (name, image and likeness) policy.",
  stateLaw: "I confirm that my state's law allows me to take part in NIL activities.",
  license:
    'I grant FHP a license of my name, image and likeness as described in the License Agreement.',
  tax: 'I understand that NIL income is taxable and that FHP issues a Form 1099 when I earn over $600 in a year.',
  limitedTerm:
    'I understand the license lasts for my years of school enrollment, up to 6 years at most.',
  marketing: 'I agree to post about FHP on my social media at least 8 times a year.',
  adminDiscretion:
    'I understand FHP administrators may review, approve or remove my content at their discretion.',
  noUnauthorizedCopying:
    'I understand FHP is not liable for copies of my name or image made by others without authorization.',
  reporting: 'I will report my NIL activity to my school or conference as their rules require.',
  noPayForPerformance:
    'I understand that fan payments are not pay for athletic performance and not an inducement to attend a school.',
  identity:
    'I confirm that I am the athlete named in this registration and that the information I give is true.',
  agreementUnderstanding:
    'I have read and understood the Brand Ambassador Agreement, including its royalty and payout terms.',
  policyAgreement: 'I agree to the FHP policies shown during registration.',
  photoInstructions: 'I have read the photo instructions.',
  agreementAccepted: 'I ACCEPT',
  highSchoolInformation:
    'I have read the further information for high school athletes and have my parent or guardian’s consent.',
  newGroupAthleteVideo: 'I have watched the new group athlete video.',
};

/** The message shown at each box left unticked. */
export const ACKNOWLEDGEMENT_REQUIRED_MESSAGES: Record<TAcknowledgementKey, string> = {
  terms: 'Please accept the Terms & Conditions',
  nilPolicy: 'Please confirm you will follow the NIL policy',
  stateLaw: 'Please confirm your state law allows NIL activities',
  license: 'Please accept the license of your name, image and likeness',
  tax: 'Please acknowledge the tax notice',
  limitedTerm: 'Please acknowledge the limited license term',
  marketing: 'Please agree to the social media posts',
  adminDiscretion: 'Please acknowledge the administrators’ discretion',
  noUnauthorizedCopying: 'Please acknowledge the unauthorized copying notice',
  reporting: 'Please agree to report your NIL activity',
  noPayForPerformance: 'Please acknowledge that payments are not for performance',
  identity: 'Please confirm your identity',
  agreementUnderstanding: 'Please confirm you understood the agreement',
  policyAgreement: 'Please agree to the FHP policies',
  photoInstructions: 'Please read and acknowledge the photo instructions',
  agreementAccepted: 'Please tick I ACCEPT in the License Agreement',
  highSchoolInformation: 'Please acknowledge the high school information',
  newGroupAthleteVideo: 'Please watch and acknowledge the new group athlete video',
};

/** The version of the document each box accepts; stored with the acceptance. */
export const ACKNOWLEDGEMENT_DOCUMENT_VERSIONS: Record<TAcknowledgementKey, string> = {
  // The Terms of Use page says "Last updated February 14, 2023" (spec part 1, section 9).
  terms: '2023-02-14',
  nilPolicy: '1',
  stateLaw: '1',
  license: '1',
  tax: '1',
  limitedTerm: '1',
  marketing: '1',
  adminDiscretion: '1',
  noUnauthorizedCopying: '1',
  reporting: '1',
  noPayForPerformance: '1',
  identity: '1',
  agreementUnderstanding: '1',
  policyAgreement: '1',
  photoInstructions: '1',
  agreementAccepted: '1',
  highSchoolInformation: '1',
  newGroupAthleteVideo: '1',
};
