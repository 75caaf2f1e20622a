/** Texts of /admin/sports-community-badge (spec part 2, sections 2, 4 and 8). */
export const communityBadgesMessages = {
  title: 'Buy FHP Sports Community Badge',
  intro:
    'Show that you belong to the FHP sports community: a numbered badge with your name, photo and a QR code anyone can check.',
  buyWithMoney: (price: string) => `Buy for ${price}`,
  buyWithCoin: 'Buy with FHP Coin',
  comingSoon: 'Coming Soon...',
  firstPriceNote: 'Your first badge costs $2; each one after it costs $4.',
  sample: 'Sample',
  yourBadge: 'Your badge',
  warning: 'Download it, if you move anywhere else than you must buy it again.',
  downloadPdf: 'Download PDF',
  myBadges: 'My badges',
  noBadges: 'No badges yet.',
  paymentSuccess: 'Payment SuccessFully',
  creationFailed: (error: string) => `Error creating sports community badge: ${error}`,
  paymentPending: 'Your payment is being confirmed; the badge appears as soon as it is.',
  notFound: 'Badge not found',
  verifyTitle: 'FHP Sports Community Badge',
  verifyValid: 'This badge is genuine.',
  pdf: {
    heading: 'FHP Sports Community Badge',
    athlete: 'Athlete',
    number: 'Badge number',
    date: 'Date',
    scan: 'Scan to verify',
  },
} as const;
