/** The words of a contest video's Vote button and a contest badge's Buy button. */
export const contestVoteTexts = {
  vote: 'Vote',
  voteLabel: 'Vote for this video',
  voted: 'Voted',
  signInToVote: 'Sign in as a fan to vote.',
  fansOnlyVote: 'Only fans vote in contests: sign in with a fan account.',
  /** The Buy button's text, and its name for assistive technology (the text, then the badge). */
  buyButton: (price: string) => `Buy · ${price}`,
  buyBadgeLabel: (description: string, price: string) =>
    `Buy · ${price}, contest badge ${description}`,
  confirmTitle: 'Buy this contest badge',
  confirmLine: (description: string, price: string) => `${description} for ${price}.`,
  confirmNote:
    'You pay at the checkout; the badge then shows on your receipt and counts on the contest’s leaderboard.',
  confirmButton: 'Continue to checkout',
  cancel: 'Cancel',
  fansOnlyBuy: 'Only fans buy contest badges: sign in with a fan account.',
} as const;
