import { SPORT_BADGE_CUSTOM_RANGE_TEXT } from './registration.limits';
import { registrationDialogMessages } from './registration-dialogs.messages';
import { registrationFormMessages } from './registration-form.messages';

/**
 * Sign-up validation messages and results (spec part 1, sections 5 and 8), spelling corrected.
 * The quoted spec texts are kept word for word; the others fill rules the spec leaves unworded.
 */
export const registrationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameLettersOnly: 'Please use letters and spaces only',
  nameTooLong: 'Please use at most 50 characters',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfBirthTooRecent: 'Date of Birth must be at least 3 years ago',
  genderInvalid: 'Please choose Male or Female',
  phoneInvalid: 'Please enter a 10-digit phone number',
  contactWithFansRequired: 'Please choose whether fans may contact you',
  contactMethodRequired: 'Please choose WhatsApp or Zoom',
  whatsappInvalid: 'Please enter a valid WhatsApp number (7-15 digits)',
  zoomInvalid: 'Please enter a valid email address for Zoom',
  countryRequired: 'Please choose USA or Other',
  schoolAthleteRequired: 'Please choose whether you are a school athlete',
  payoutEmailInvalid: 'Please enter a valid payout email address',
  chatRateRequired: 'Please enter your chat rate per minute',
  chatRateInvalid: 'Chat rate must be a number of at least 0',
  chatRateTooHigh: 'Chat rate can be at most $1000 per minute',
  sportBadgeRequired: 'Please choose a sport badge amount',
  sportBadgeCustomRange: `Value must be between ${SPORT_BADGE_CUSTOM_RANGE_TEXT.replace(' to ', ' and ')}`,
  sportBadgeWholeDollars: 'Please enter a whole number of dollars',
  athleteTypeRequired: 'Please choose College or High School',
  sportRequired: 'Please select your sport',
  sportUnknown: 'Please select a sport from the list',
  stateRequired: 'Please select your state',
  stateUnknown: 'Please select a state from the list',
  highSchoolNewJersey: 'High School athletes cannot select New Jersey',
  highSchoolStateNotListed: 'High School athletes can register only in the listed states',
  countyRequired: 'Please select your county',
  countyUnknown: 'Please select a county from the list',
  cityRequired: 'Please select your city',
  cityUnknown: 'Please select a city from the list',
  schoolRequired: 'Please select your school',
  schoolUnknown: 'Please select a school from the list',
  instituteNameRequired: 'Please enter the name of your school or college',
  instituteNameTooLong: 'Please use at most 150 characters',
  guardianEmailRequired: 'Please enter the email address of a parent or guardian',
  guardianEmailInvalid: 'Please enter a valid parent or guardian email address',
  guardianEmailSameAsYours: 'The parent or guardian email must not be your own',
  fixedCollegeRequired: 'Please choose your college from the list',
  photoRequired: 'Please upload your photo',
  emailTaken: 'An account with this email already exists.',
  tooManySignUps: 'Too many sign-ups from this network. Please try again in an hour.',
  dataMissing: 'The sign-up form data is missing. Please fill in the form again.',
  dataMalformed: 'The sign-up form data could not be read. Please try again.',
  signUpFailedTitle: 'Sign-up failed',
  accountCreated: 'Account Created Successfully',
  feePendingLogin:
    'Your account is waiting for the $4.00 registration fee. Open the registration fee page and pay it to activate your account.',
  feeTokenInvalid:
    'This registration fee link is invalid or has expired. Sign in details are needed to continue.',
  feeAlreadyPaid: 'The registration fee is already paid. You can sign in now.',
  feeNotPending: 'There is no unpaid registration fee for this account.',
  feePaymentMismatch: 'This payment is not the registration fee of this account.',
  feeSessionUnavailable:
    'This registration fee link has already signed you in once, or has expired. Please sign in with your e-mail and password.',
  feeInProgress:
    'A payment of your registration fee is already being confirmed. Please wait a few minutes, then reload this page.',
  feePending:
    'Your registration fee payment is pending with the payment provider. Your account is activated as soon as the provider completes it; there is no need to pay again.',
  fanEmailSubject: 'New Athlete In Your Favorite School/Sport',
  ...registrationDialogMessages,
  ...registrationFormMessages,
} as const;
