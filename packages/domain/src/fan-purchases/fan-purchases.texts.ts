import { paymentsMessages } from '../payments/payments.messages';
import { shellMessages } from '../platform/shell.messages';
import { fanPurchasesMessages } from './fan-purchases.messages';

/** Labels, headings and hints of the fan's purchases, receipts and checkout return. */
export const fanPurchasesTexts = {
  ...fanPurchasesMessages,

  // /fan/purchases
  purchasesTitle: 'My purchases',
  purchasesIntro:
    'Everything you bought from athletes, newest first. Open a receipt to see how your payment was shared.',
  tableLabel: 'Your purchases',
  columns: {
    item: 'Item',
    athlete: 'Athlete',
    amount: 'Amount',
    date: 'Date',
    license: 'License',
    receipt: 'Receipt',
  },
  receiptLink: 'Receipt',
  receiptLinkFor: (title: string) => `Receipt: ${title}`,
  loadMore: shellMessages.loadMore,
  loadFailed: 'Your purchases could not be loaded.',
  emptyTitle: 'No purchases yet',
  empty: 'When you buy a badge, endorse an athlete or book a call, it shows here with its receipt.',
  findAthletes: 'Find athletes',

  // License state, on the list and the receipt.
  licenseActiveUntil: (date: string) => `Active until ${date}`,
  licenseExpired: 'Expired',
  licenseEndedOn: (date: string) => `Ended on ${date}`,
  /** A purchase an operator (or the payment provider) refunded: the license ended then. */
  refundedBadge: 'Refunded',
  refundedTitle: 'This purchase was refunded',
  refundedText: (date: string) =>
    `Refunded on ${date}: the money went back to how you paid, and the license ended then.`,
  licenseNone: 'No license',
  licenseWeeks: (weeks: number) => `${weeks} ${weeks === 1 ? 'week' : 'weeks'} of public display`,

  // /fan/purchases/:id
  receiptTitle: 'Receipt',
  receiptIntro: 'Thank you for supporting a student athlete.',
  backToPurchases: 'Back to my purchases',
  print: 'Print',
  itemLabel: 'Item',
  athleteLabel: 'Athlete',
  dateLabel: 'Date',
  paymentReferenceLabel: 'Payment reference',
  licenseLabel: 'License',
  breakdownTitle: 'How your payment was shared',
  amountLabel: 'Amount paid',
  athleteShareLabel: "Athlete's share",
  managerShareLabel: "Manager's share",
  /** A chat rated below satisfactory: the part of the price never charged. */
  returnedLabel: 'Given back to you',
  chargedLabel: 'Amount paid',
  priceLabel: 'Price',
  platformFeeLabel: 'Platform fee',
  callTitle: 'Your call',
  callChannelLabel: 'Channel',
  callContactLabel: 'The athlete calls you on',
  callMinutesLabel: 'Length',
  callMinutes: (minutes: number) => `${minutes} minutes`,
  callHint: 'The athlete sees your request in their Fan Call Requests and calls you there.',
  verifyTitle: 'Public verification',
  verifyText:
    'Anyone can check this purchase and its license on its verification page, or by scanning its QR code.',
  verifyLink: 'Open the verification page',
  receiptLoadFailed: 'This receipt could not be loaded.',
  notFoundTitle: 'Receipt not found',

  // What the purchase delivers, on the receipt (and the way there from the list).
  openItem: 'Open',
  openItemFor: (title: string) => `Open: ${title}`,
  deliveryTitle: 'Your item',
  videoTitle: 'Your video',
  videoFrameTitle: (title: string) => `Video: ${title}`,
  videoUnplayable:
    "This video can't be played here: the athlete's link is not a YouTube video. We have kept your license; write to us from Support and we will sort it out.",
  mementoTitle: 'Your memento',
  mementoImageAlt: (title: string) => `Memento: ${title}`,
  talkingTitle: 'Your talking badge',
  talkingIntroAlt: 'Introducing image of the talking badge',
  talkingFullAlt: 'The talking badge',
  talkingNoMedia: 'The athlete has not added the images of this badge yet.',
  contestBadgeTitle: 'Your contest badge',
  contestBadgeIntroAlt: 'Introducing image of the contest badge',
  contestBadgeFullAlt: 'The contest badge',
  cardTitle: 'Your card',
  cardText:
    "Print-ready files with the QR code of this purchase's verification page. They open for you while your license is active.",
  cardPreviewAlt: 'Your card, with its verification QR code',
  downloadPng: 'Download PNG',
  downloadPdf: 'Download PDF',
  endorsementTitle: 'Your endorsement',
  endorsementText:
    'Your endorsement is shown on its public page while the license is active. Share the link so others see it.',
  endorsementOpen: 'See the public display',
  shareLinkLabel: 'Share link',
  copyLink: 'Copy link',
  copied: 'Copied',
  expiredTitle: 'This license has ended',
  expiredText: (date: string) =>
    `Your license ended on ${date}, so what you bought is no longer delivered. Renew it to have it again.`,
  renew: (price: string) => `Renew for ${price}`,
  renewUnavailable: 'This item is no longer on sale, so it cannot be renewed.',
  renewFailed: 'The renewal could not be started.',
  loadingMedia: 'Loading…',

  // /fan/checkout/return
  returnTitle: 'Completing your purchase',
  capturing: 'Confirming your payment with the payment provider…',
  captureFailedTitle: 'Your purchase could not be completed',
  retryCapture: 'Try again',
  pendingTitle: 'Payment pending',
  capturePending: paymentsMessages.capturePending,
  refunded: paymentsMessages.refunded,
  cancelledTitle: 'Checkout cancelled',
  cancelled: 'You cancelled the checkout. Nothing was charged.',
  missingPaymentTitle: 'Nothing to complete',
  missingPayment: 'This page opens when you come back from the checkout.',
} as const;
