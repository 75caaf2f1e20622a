import { registrationMessages } from '../registration/registration.messages';
import {
  CALL_MAX_MINUTES,
  CALL_MIN_MINUTES,
  ENDORSEMENT_MAX_DOLLARS,
  ENDORSEMENT_MIN_DOLLARS,
} from './fan-purchases.limits';

/** Texts of fan checkout, receipts and the fan's purchases. */
export const fanPurchasesMessages = {
  itemInvalid: 'Choose something to buy.',
  athleteNotFound: 'This athlete was not found.',
  badgeNotFound: 'This badge is no longer on sale.',
  notForSale: 'This item is not on sale right now.',
  contestBadgeClosed: 'This contest badge is no longer on sale: its buying period has ended.',
  formatNotForSale: 'This badge is not sold in that format.',
  formatInvalid: 'Choose the online video or the QR card.',
  endorsementAmount: `Choose a whole-dollar amount from $${ENDORSEMENT_MIN_DOLLARS} to $${ENDORSEMENT_MAX_DOLLARS}.`,
  minutesInvalid: `Choose from ${CALL_MIN_MINUTES} to ${CALL_MAX_MINUTES} minutes.`,
  channelInvalid: 'Choose WhatsApp or Zoom.',
  /** The athletes' WhatsApp rule and its message (one rule: isWhatsAppNumber). */
  whatsappInvalid: registrationMessages.whatsappInvalid,
  zoomInvalid: 'Enter the e-mail address of your Zoom account.',
  checkoutStarted: 'Taking you to the checkout…',
  purchased: 'Thank you! Your purchase is complete.',
  receiptNotFound: 'This receipt was not found.',
  paymentNotFound: 'This payment was not found.',
  receiptSubject: 'Your receipt from Fans Help Players',
  /** The receipt e-mail's link to the page that plays, shows or downloads the item. */
  receiptDeliveryLine:
    'Watch, play, download or share what you bought, while your license is active',
  /** A delivered file asked for after the license ended (the file route answers 410). */
  licenseEnded: 'This license has ended. Renew it to watch, play or download it again.',
  /** A delivered file the purchase does not have (a talking badge without its image, a video's card). */
  fileNotFound: 'This file was not found.',
  /** The printed card of a sport badge license or a seasonal badge's QR card (PNG and PDF). */
  card: {
    sportBadgeHeading: 'FHP Sport Badge License',
    seasonalHeading: 'FHP Seasonal Badge Card',
    athlete: 'Athlete',
    item: 'Item',
    holder: 'Licensed to',
    license: 'License',
    validUntil: (date: string) => `Valid until ${date}`,
    scan: 'Scan to verify',
  },
} as const;
