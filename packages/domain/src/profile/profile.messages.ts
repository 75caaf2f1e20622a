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
  teammatesDialogTitle: 'Recommend teammates',
  ratingSwitchLabel: 'Show my rating',
} as const;

/** Fills `{Platform}` in a social-link message. */
export const socialMessage = (template: string, platform: string) =>
  template.replace('{Platform}', platform);
