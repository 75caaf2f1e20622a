import { SCHOOL_LICENSE_ROYALTY_PERCENT } from '../legal/school-license.content';

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
} as const;

/** Fills `{Platform}` in a social-link message. */
export const socialMessage = (template: string, platform: string) =>
  template.replace('{Platform}', platform);
