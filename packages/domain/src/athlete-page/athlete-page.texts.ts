import { formatCents } from '../money/money';
import { registrationFormMessages } from '../registration/registration-form.messages';

/** Labels, headings and hints of the public athlete page (/athletes/<athlete ID>). */
export const athletePageTexts = {
  backToSearch: 'Find athletes',
  loadError: 'This athlete could not be loaded.',
  notFoundHint: 'Check the athlete ID in the link, or search for the athlete by name or school.',
  searchAthletes: 'Search athletes',
  athleteId: (athleteNumber: number) => `Athlete ID ${athleteNumber}`,
  levelLabels: { College: 'College athlete', 'High School': 'High school athlete' },
  memberSince: (date: string) => `Member since ${date}`,
  ratingLabel: (rating: number) => `Rated ${rating.toFixed(1)} out of 5`,
  shareLink: 'Copy link',

  aboutTitle: 'About',
  /** The heading above the athlete's social links, which name the platform each goes to. */
  socialTitle: (firstName: string) => `Follow ${firstName}`,
  supportersTitle: 'Recent supporters',
  supportersEmpty: 'No public supporters yet. Buy something below and choose to be shown here.',
  postsTitle: 'Latest posts',
  postReadMore: 'Read the post',
  postShowLess: 'Show less',
  supporterConsent: (athleteName: string) => `Show me as a supporter on ${athleteName}'s page`,
  supporterConsentHint: 'Only your first name and last initial, what you bought and when.',
  linkCopied: 'Link copied',

  offersTitle: 'Support this athlete',
  offersIntro:
    'Every purchase pays the athlete through FHP. The athlete sets the prices, and you pay through a secure checkout.',
  buy: 'Buy',
  price: 'Price',
  total: 'Total',

  sportBadgeTitle: 'Sport badge license',
  sportBadgeBody:
    "A license to display the athlete's sport badge, with a public verification page and QR code.",

  endorsementTitle: 'Endorsement badge',
  endorsementBody:
    'Show that you back this athlete. You choose the amount; every dollar buys one week of public display.',
  endorsementDollarsLabel: (min: number, max: number) => `Amount in dollars ($${min} to $${max})`,
  sportBadgeIncludes: [
    'A public verification page in your name',
    'A QR code to that page, ready to print',
  ],
  /** The license rule in words: one week of public display per whole dollar. */
  displayWeeks: (weeks: number) =>
    weeks === 1 ? '1 week of public display' : `${weeks} weeks of public display`,

  seasonalTitle: 'Seasonal badges',
  seasonalBody:
    "A moment of the athlete's season: the online video, or a printed card with a QR code to the video.",
  seasonalBought: (count: number) => (count === 1 ? 'Bought by 1 fan' : `Bought by ${count} fans`),
  buyVideo: (cents: number) => `Online video ${formatCents(cents)}`,
  buyQr: (cents: number) => `QR card ${formatCents(cents)}`,
  seasonalItem: (label: string, format: 'video' | 'qr') =>
    `Seasonal badge: ${label} (${format === 'video' ? 'online video' : 'QR card'})`,

  talkingTitle: 'Talking badges',
  talkingBody: 'A badge that speaks: the athlete introduces themselves and makes their appeal.',
  talkingIntroAlt: 'The talking badge: intro image',
  talkingItem: 'Talking badge',

  mementoTitle: 'Mementos',
  mementoBody:
    'A keepsake of one of the athlete’s moments. Your license lasts the weeks shown; you get the picture and the clip on your receipt, and a verification page.',
  mementoItem: 'Memento',
  mementoLicense: (weeks: number) => `${weeks}-week license`,
  mementoGameVideo: 'School game video',
  mementoHasVideo: 'Includes a short video',

  callTitle: 'Call request',
  callBody:
    'A one-on-one call on WhatsApp or Zoom. The athlete sees your request with your contact and calls you.',
  callChannelLabel: 'How should the athlete call you?',
  whatsappLabel: 'Your WhatsApp number',
  whatsappPlaceholder: registrationFormMessages.whatsappPlaceholder,
  zoomLabel: 'Your Zoom e-mail',
  zoomPlaceholder: 'you@example.com',
  minutesLabel: 'Minutes',
  ratePerMinute: (cents: number) => `${formatCents(cents)} per minute`,
  callItem: (channel: string, minutes: number) => `Call request: ${minutes} minutes on ${channel}`,

  confirmTitle: 'Confirm your purchase',
  confirmWhat: 'Item',
  confirmFrom: 'From',
  confirmPrice: 'Price',
  confirmSecure: 'You will be taken to the secure checkout to pay.',
  confirmContinue: 'Continue to checkout',
  confirmCancel: 'Cancel',

  fansOnlyTitle: 'Purchases are for fan accounts',
  fansOnlyBody:
    'You are signed in with an account that is not a fan account. Sign out and sign in as a fan to buy from this athlete.',
  checkoutCancelled: 'Checkout cancelled, nothing was charged.',
} as const;
