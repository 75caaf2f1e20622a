import type { TVerificationKind } from './verification.kinds';

/** Texts of the badge verification pages (/verify/<kind>/<id>). */
export const verificationMessages = {
  title: 'Badge Verification',
  kindTitles: {
    seasonal_badges: 'Seasonal badge',
    momento: 'Memento',
    talking_badges: 'Talking badge',
    my_badges: 'Sport badge',
    endorsment_badges: 'Endorsement badge',
  } satisfies Record<TVerificationKind, string>,
  intro: 'The purchase record behind this badge, as kept by FHP.',
  notFound: 'This Badge not found',
  notFoundHint: 'Check the address or scan the QR code on the badge again.',
  goHome: 'Go to Home',
  tableCaption: 'Purchase details',
  fanName: 'Fan Name',
  fanEmail: 'Fan Email',
  athleteName: 'Athlete Name',
  athleteEmail: 'Athlete Email',
  purchaseAmount: 'Purchase Amount',
  /** The licensed item's row, for kinds that name one (a memento's title). */
  itemTitle: 'Licensed item',
  purchaseDate: 'Purchase Date',
  /** A fan whose account was deleted after the purchase. */
  unknownFan: 'Not available',
  licenseTitle: 'License',
  licenseActive: 'Active',
  licenseExpired: 'Expired',
  licenseRefunded: 'Refunded',
  licenseRefundedOn: (date: string) =>
    `This purchase was refunded on ${date}; its public display license ended then.`,
  licenseActiveUntil: (date: string) => `Public display licensed until ${date}`,
  licenseEndedOn: (date: string) => `Public display license ended on ${date}`,
  licenseNone: 'This purchase is under $1, so it includes no public display.',
  /** A memento's license lasts the weeks its athlete set, whatever it cost. */
  mementoLicenseRule: (weeks: number) =>
    `A ${weeks}-week license from the purchase date, as the athlete set it for this memento.`,
  licenseRule: (weeks: number) =>
    `${weeks} ${weeks === 1 ? 'week' : 'weeks'} of public display ($1 buys one week, from the purchase date).`,
  qrTitle: 'QR code of this page',
  qrAlt: 'QR code linking to this verification page',
  print: 'Print',
  loadError: 'The badge could not be loaded.',
} as const;
