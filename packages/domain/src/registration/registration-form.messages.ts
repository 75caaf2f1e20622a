import { formatCents } from '../money/money';
import { REGISTRATION_FEE_CENTS, SPORT_BADGE_CUSTOM_RANGE_TEXT } from './registration.limits';

/**
 * Links the sign-up page shows. They are settings with sensible defaults (DESIGN.md: links to
 * videos and documents are not hard-coded in the UI); replace them here when the owner
 * publishes the real videos and policy image.
 */
export const registrationLinks = {
  /** First "new group athlete" video (non-school USA athletes and athletes abroad). */
  newGroupAthleteVideoUrl:
    'https://www.youtube.com/results?search_query=NIL+for+non-school+athletes',
  /** Second "new group athlete" video, shown in the follow-up dialog. */
  newGroupAthleteFollowUpVideoUrl:
    'https://www.youtube.com/results?search_query=NIL+athlete+fan+badges',
  /** The policy image shown in the sign-up's policy dialog (served by the web app). */
  policyImageUrl: '/images/athlete-policy.svg',
} as const;

/** The registration fee as the pages state it ("$4.00"), from the one constant. */
const FEE = formatCents(REGISTRATION_FEE_CENTS);

/** Labels, hints and buttons of the sign-up form and the registration fee page. */
export const registrationFormMessages = {
  signUpSubtitle:
    'Create your athlete account. Every field is needed; the Sign Up button unlocks when the form is complete.',
  /** Stated above the form's first field, so the fee is known before anything is typed. */
  signUpFeeTitle: `A one-time ${FEE} registration fee`,
  signUpFeeBody: `After this form you pay ${FEE} once, at checkout. It activates your account: your public athlete page, badges and videos fans can buy, and payouts of what you earn to your PayPal e-mail. There is no monthly charge.`,
  athleteTypeLabel: 'Are you a College or a High School athlete?',
  athleteTypeCollege: 'College',
  athleteTypeHighSchool: 'High School',
  sectionAboutYou: 'About you',
  sectionPhoto: 'Your photo',
  sectionContact: 'Contact and country',
  sectionRates: 'Payout and rates',
  sectionSchool: 'Sport and school',
  sectionAgreements: 'Agreements',
  agreementsIntro:
    'Every box below is required. Each says what you agree to; the links beside them open the full text.',
  agreementsGroupLicense: 'The License Agreement',
  agreementsGroupRules: 'Your school, your state and NIL rules',
  agreementsGroupMoney: 'Taxes, term and social posts',
  agreementsGroupPolicies: 'Terms and FHP policies',
  photoInstructionsHint: 'Tick the box to unlock the photo upload.',
  newGroupVideoFormHint: 'Watch both short videos (the button opens them), then tick the box.',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  nameHint: 'Letters and spaces only',
  dateOfBirthLabel: 'Date of Birth',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  passwordHint: 'At least 6 characters',
  photoLabel: 'Photo',
  photoPlaceholder: 'Choose a PNG, GIF or JPEG (max 1MB)',
  photoLockedHint: 'Read and acknowledge the photo instructions to choose a photo.',
  photoHint: 'PNG, GIF or JPEG, at most 1MB.',
  photoPreviewAlt: 'Preview of your photo',
  photoRemove: 'Remove photo',
  uploadProgressLabel: 'Uploading your photo and details',
  phoneLabel: 'Phone Number',
  phonePlaceholder: '(xxx)-(xxx)-(xxxx)',
  contactWithFansLabel: 'May fans contact you for a call?',
  yes: 'Yes',
  no: 'No',
  contactMethodLabel: 'How can fans call you?',
  whatsapp: 'WhatsApp',
  zoom: 'Zoom',
  whatsappLabel: 'WhatsApp number',
  whatsappPlaceholder: 'Digits only, 7-15',
  zoomLabel: 'Zoom email',
  zoomPlaceholder: 'you@example.com',
  countryLabel: 'Country',
  countryUsa: 'USA',
  countryOther: 'Other',
  schoolAthleteLabel: 'Are you a school athlete?',
  newGroupVideoButton: 'Watch the new group athlete video',
  newGroupVideoWatch: 'Open the video',
  newGroupVideoNext: 'Next',
  newGroupVideoDone: 'Done',
  payoutEmailLabel: 'Payout email (PayPal)',
  payoutEmailHint: 'Your earnings are paid out to this address.',
  chatRateLabel: 'Chat rate per minute ($)',
  chatRateHint: 'What a fan pays per minute of chat. 0 is allowed.',
  sportBadgeLabel: 'Sport badge amount',
  sportBadgeCustom: 'Custom',
  sportBadgeCustomLabel: `Custom amount (${SPORT_BADGE_CUSTOM_RANGE_TEXT})`,
  sportLabel: 'Sport',
  sportPlaceholder: 'Search your sport',
  stateLabel: 'State',
  statePlaceholder: 'Search your state',
  countyLabel: 'County',
  countyPlaceholder: 'Search your county',
  cityLabel: 'City',
  cityPlaceholder: 'Type to search your city',
  highSchoolLabel: 'Your High School',
  collegeLabel: 'Your College',
  schoolPlaceholder: 'Type to search your school',
  instituteNameLabel: 'Name of your school or college',
  guardianEmailLabel: 'Parent or guardian e-mail',
  guardianEmailDescription:
    'High school athletes need a parent or guardian’s consent. Once your account is active we e-mail them a link to confirm it.',
  fixedCollegeLabel: 'Your college in Miami',
  fixedCollegePlaceholder: 'Choose your college',
  otherOption: 'Other (not listed)',
  clearChoice: 'Clear',
  chooseStateFirst: 'Choose a state first',
  choosePlaceFirst: 'Choose a county or city first',
  nothingFound: 'Nothing found. Choose Other if yours is not listed.',
  listLoadFailed: 'The list could not be loaded. Please try again.',
  stateLimitButton: 'Which states can I choose?',
  readMore: 'Read more',
  termsLink: 'Read the Terms & Conditions (opens in a new tab)',
  licenseAgreementButton: 'Read the License Agreement',
  taxWarningButton: 'Tax notice',
  registrationTermButton: 'Registration term',
  legalDisclaimerButton: 'Legal disclaimer',
  policyImageButton: 'View the policy',
  highSchoolInformationButton: 'Read the information for high school athletes',
  dialogClose: 'Close',
  dialogCloseIcon: 'Close dialog',
  signUpButton: 'Sign Up',
  signUpIncomplete: 'The Sign Up button unlocks when every field is filled and every box ticked.',
  showMissing: 'Show what is missing',
  alreadyHaveAccount: 'Already have an account?',
  loginLink: 'Login',

  feeSubtitle: 'One last step: pay the registration fee to activate your account.',
  feeNameLabel: 'Name',
  feeAthleteIdLabel: 'Athlete ID',
  /** Stated on the fee page in every state (before the summary loads, expired link, paid). */
  feeTotalStatement: `Total: ${FEE}`,
  feePayButton: `Pay ${FEE}`,
  feePayHint:
    'You approve the payment on the payment provider’s page and come back here automatically.',
  feeCancelled: 'The payment was cancelled. Nothing was charged; you can pay again.',
  feeCapturing: 'Confirming your payment…',
  feeCaptureFailedTitle: 'The payment could not be confirmed',
  feeRetryCapture: 'Try again',
  feeAlreadyPaidTitle: 'Registration fee paid',
  feeResumeTitle: 'Continue your registration',
  feeResumeIntro:
    'Enter the e-mail and password you chose at sign-up to get a new registration fee link.',
  feeResumeButton: 'Continue to payment',
  feeResumeFailedTitle: 'Could not continue',
  feeStartFailedTitle: 'The payment could not be started',
  payRegistrationFee: 'Pay the registration fee',
} as const;
