import { registrationAgreementMessages } from './registration-agreement.messages';

/**
 * Texts of the sign-up page's dialogs (spec part 1, section 2 "Athlete Sign Up") and of the
 * registration notice modal. Video and PDF links are settings, not texts (DESIGN.md).
 */
export const registrationDialogMessages = {
  photoInstructionsTitle: 'Photo Instructions',
  photoInstructionsText:
    'Upload a clear, recent photo of yourself: your face visible, good light, no other people, no logos you do not own. PNG, GIF or JPEG, at most 1MB. Fans see this photo on your badges, so it must be you.',
  photoUploadTitle: 'Upload Your Photo',
  taxWarningTitle: 'Tax Notice',
  taxWarningText:
    'Money you earn from your name, image and likeness is taxable income. FHP sends a Form 1099 when your NIL income is over $600 in a year. Keep records and ask a tax adviser if you are unsure.',
  registrationTermTitle: 'Registration Term',
  registrationTermText:
    'Your registration and license last for your years of school enrollment, up to six years at most. You may end it earlier under the agreement’s terms.',
  legalDisclaimerTitle: 'Legal Disclaimer',
  legalDisclaimerText:
    'Offers are void where prohibited or where they conflict with your school’s or conference’s NIL guidelines. FHP does not give legal or tax advice; check your school’s rules before you accept any deal.',
  stateLimitTitle: 'State Limits',
  stateLimitText:
    'High school athletes can register only in the states listed. High School athletes cannot select New Jersey: New Jersey high school athletes are not permitted until 2025. College athletes can choose any state, or Other if theirs is not listed.',
  highSchoolInformationTitle: 'Information for High School Athletes',
  highSchoolInformationText:
    'High school NIL activity must follow your state association’s rules. You may not use your school’s name, logo or uniform, and payments may never depend on your athletic performance or on choosing a school. A parent or guardian should review this registration with you.',
  newGroupVideoTitle: 'New Group Athletes',
  newGroupVideoText:
    'You are registering as a non-school athlete or from outside the USA. Watch this short video: it explains how badges, chats and payouts work for athletes without a school.',
  newGroupVideoFollowUpTitle: 'New Group Athletes: Next Steps',
  newGroupVideoFollowUpText:
    'Watch the second video to learn how to present yourself to fans and how to choose your sport badge amount. Tick the box below once you have watched both videos.',
  policyImageAlt: 'Summary of the FHP athlete policy',
  registrationNoticeTitle: 'Registration Notice',
  registrationNoticeText:
    'Your account is created once the $4.00 registration fee is paid. Keep your sign-in details safe, complete your profile after signing in, and follow your school’s NIL rules and the agreements you accepted.',
  registrationNoticeCheckbox: "I've read the Notice and will comply.",
  registrationNoticeContinue: 'Continue',
  feeTitle: 'Registration Fee',
  feeTotalLabel: 'Total',
  feeDescription: 'License Fee',
  ...registrationAgreementMessages,
} as const;
