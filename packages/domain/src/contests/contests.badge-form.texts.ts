/** The words of a contest badge's form, the same for a vote-getter and an honor badge. */
export const contestBadgeFormTexts = {
  description: 'Description',
  price: 'Badge price',
  custom: 'Custom',
  customDollars: 'Custom price (dollars)',
  introducingImage: 'Introducing image',
  appealingImage: 'Appealing image',
  clearImage: 'Remove the chosen image',
  cancel: 'Cancel',
} as const;
