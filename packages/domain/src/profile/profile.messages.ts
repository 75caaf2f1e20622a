import { SCHOOL_LICENSE_ROYALTY_PERCENT } from '../legal/school-license.messages';
import { formatDateTime } from '../platform/dates';
import { PAYOUT_EMAIL_HOLD_HOURS } from '../wallet/wallet.limits';
import { ATHLETE_BIO_MAX_LENGTH } from './profile.limits';

/** The success texts' last sentence: new withdrawals wait (PAYOUT_EMAIL_HOLD_HOURS). */
const PAYOUT_HOLD_SENTENCE = `For your safety, withdrawals resume in ${PAYOUT_EMAIL_HOLD_HOURS} hours.`;

/**
 * Profile screen texts (spec part 1, sections 5 and 8). The quoted spec texts are word for word;
 * the others word rules the spec states without a message.
 */
export const profileMessages = {
  profileUpdated: 'Profile Updated Successfully',
  chatRateUpdated: 'Chat Rate Updated Successfully',
  sportBadgeRateUpdated: 'Sport Badge Rate Updated Successfully',
  imageUpdated: 'Image Updated Successfully',
  qrCodeUpdated: 'QrCode Updated Successfully',
  socialUpdated: 'Social media updated Successfully',
  contractAdded: 'Contract added successfully',
  contractNotFound: 'Error finding contract',
  qrUrlInvalid: 'Invalid YouTube URL. Please enter a valid link.',
  youtubeUrlInvalid: 'Please enter a valid URL',
  /** Not in the spec: the bio issue 33 adds (ATHLETE_BIO_MAX_LENGTH). */
  bioTooLong: `Your bio can be at most ${ATHLETE_BIO_MAX_LENGTH} characters.`,
  bioInvalidCharacters:
    'Your bio contains characters that are not allowed (control characters). Please remove them.',
  /** `{Platform}` is replaced by Facebook, Instagram or Twitter (see socialMessage). */
  socialUrlInvalid: 'Invalid {Platform} URL',
  socialDuplicate: '{Platform} already exists',
  socialMissing: 'Please add name and URL',
  socialPlatformInvalid: 'Please choose Facebook, Instagram or Twitter',
  teammateRequired: 'Please enter an athlete ID',
  teammateNotNumber: 'Athlete ID must be a number',
  teammatesTooMany: 'You can recommend up to 3 teammates',
  teammateDuplicate: 'This athlete ID is already in your list',
  teammateUnknown: 'No athlete found with this ID',
  teammateSelf: 'You cannot recommend yourself',
  ratingPending: 'pending',
  ratingNotAvailable: 'Rating visibility can be changed once you have a rating.',
  addressUnchanged: 'Please change your address before updating.',
  ipContractOfferTitle: 'Your school offers an intellectual-property contract. Sign it?',
  ipContractYes: 'Yes',
  ipContractNo: 'No',
  /** The confirmation the offer's Yes opens: what joining means; nothing is sent before Confirm. */
  ipContractConfirmTitle: 'Join your school’s IP contract?',
  ipContractConfirmIntro:
    'Your school has signed FHP’s School IP License Agreement for its game video. Joining it means:',
  ipContractConfirmPoints: [
    'You may use your school’s game video in the mementos you create and fans buy on FHP.',
    `Your school earns a ${SCHOOL_LICENSE_ROYALTY_PERCENT}% royalty, paid by FHP, on the gross proceeds of mementos that use its video.`,
    'Your profile is linked to your school’s contract and its school administrator.',
    'Changing your address (state, county or school) ends the link; you can join again where your school offers a contract.',
  ],
  ipContractConfirmLicence: 'Read the School IP License Agreement',
  ipContractConfirm: 'Confirm',
  ipContractCancel: 'Cancel',
  teammatesDialogTitle: 'Recommend teammates',
  ratingSwitchLabel: 'Show my rating',
  /**
   * Changing the payout e-mail (not among the spec's single-field updates: where the money goes
   * is confirmed with the current password, and both the account and the old address are told).
   */
  payoutEmailChanged: `Payout e-mail changed. We sent a notice to your sign-in e-mail and your old payout e-mail. ${PAYOUT_HOLD_SENTENCE}`,
  /** The old payout address was the sign-in e-mail, or there was none: one notice. */
  payoutEmailChangedOneNotice: `Payout e-mail changed. We sent a notice to your sign-in e-mail. ${PAYOUT_HOLD_SENTENCE}`,
  payoutEmailUnchanged: 'This is already your payout e-mail.',
  payoutEmailDialogTitle: 'Change payout e-mail',
  /** The athlete's notification (and push): the new address masked, as in the e-mails. */
  payoutEmailChangedNotice: (maskedNew: string) =>
    `Your payout e-mail was changed to ${maskedNew}. If this was not you, reset your password now and raise an issue.`,
  payoutEmailChangedSubject: 'Your FHP payout e-mail was changed',
  /** The notice to the sign-in e-mail (`account`) and to the old payout address (`oldPayout`). */
  payoutEmailChangedText: (facts: {
    recipient: 'account' | 'oldPayout';
    athleteName: string;
    when: string;
    /** When withdrawals resume (the hold's end), dated as `when`. */
    resumes: string;
    maskedNew: string;
    resetLink: string;
    issueLink: string;
  }) =>
    [
      'Hello,',
      '',
      `The payout e-mail of the FHP athlete account of ${facts.athleteName} was changed on ${facts.when}.`,
      `Withdrawals will now be paid to ${facts.maskedNew}. Withdrawals requested before the change are still paid to the address they were requested with.`,
      `For safety, new withdrawals are paused until ${facts.resumes}.`,
      '',
      facts.recipient === 'account'
        ? 'You get this notice because this is the sign-in e-mail of the account.'
        : 'You get this notice because this was the payout e-mail of the account until now.',
      'If the athlete made this change, there is nothing to do.',
      '',
      'If not, someone may know the account’s password:',
      `1. Reset the password now (this signs every device out): ${facts.resetLink}`,
      '2. Sign in and set the payout e-mail back on the profile.',
      `3. Raise an issue so our team can check the account: ${facts.issueLink}`,
    ].join('\n'),
} as const;

/** When a security notice says something happened: "23 Nov 2026, 2:05 PM UTC". */
export const noticeTime = (at: Date) => formatDateTime(at, 'UTC');

/** Fills `{Platform}` in a social-link message. */
export const socialMessage = (template: string, platform: string) =>
  template.replace('{Platform}', platform);
