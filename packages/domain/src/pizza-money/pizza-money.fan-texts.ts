import { formatCents, type TCents } from '../money/money';
import { PIZZA_MONEY_CAP_CENTS, PIZZA_REQUEST_DAYS } from './pizza-money.limits';
import { pizzaMoneyMessages } from './pizza-money.messages';

/**
 * The fan's side of pizza money: the card on an athlete's public page (/athletes/<athlete ID>)
 * and the page the donation's checkout returns to. The toasts and refusals are the catalogue's
 * (`pizzaMoneyMessages`).
 */
export const pizzaMoneyFanTexts = {
  title: 'Pizza money',
  intro: (firstName: string) =>
    `Food assistance for ${firstName}. Ask whether they could use some; once ${firstName} accepts, fans can donate to the request for ${PIZZA_REQUEST_DAYS} days.`,
  capRule: `An athlete can receive up to ${formatCents(PIZZA_MONEY_CAP_CENTS)} in pizza money every 6 months.`,
  loadError: 'Pizza money could not be loaded.',
  retry: 'Try again',

  // Who may give.
  signInHint: 'Fans ask athletes about pizza money and donate to their requests.',
  signIn: 'Sign in as a fan to give',
  otherRole: 'Pizza money is given from fan accounts.',

  // Where the athlete stands.
  remaining: (remainingCents: TCents, firstName: string) =>
    `${formatCents(remainingCents)} of ${formatCents(PIZZA_MONEY_CAP_CENTS)} left for ${firstName} in this 6-month period.`,
  moreFrom: (date: string) => `More can be given from ${date}.`,
  openUntil: (firstName: string, date: string) =>
    `${firstName} accepted a request: donations are open until ${date}.`,
  donatedSoFar: (cents: TCents) => `${formatCents(cents)} given so far.`,

  // Ask.
  ask: (firstName: string) => `Ask ${firstName} about pizza money`,
  askHint: pizzaMoneyMessages.requestWindow,
  waiting: (firstName: string, date: string) => `Waiting for ${firstName}'s answer until ${date}.`,
  waitingHint: 'Once the request is accepted, you can donate to it here.',

  // Donate.
  amountLabel: 'Amount',
  customChip: 'Other',
  customLabel: 'Amount in dollars',
  coverFee: (firstName: string) => `Cover the fee so ${firstName} receives the whole donation`,
  coverFeeAdds: (cents: TCents) => `Adds ${formatCents(cents)} to your payment.`,
  youPay: 'You pay',
  receivesWhole: (firstName: string, cents: TCents) =>
    `${firstName} receives the whole ${formatCents(cents)}.`,
  feeFromDonation: 'The platform fee comes out of the donation.',
  donate: 'Donate',
  donateName: (firstName: string) => `Donate pizza money to ${firstName}`,
  donationItem: (firstName: string, cents: TCents) =>
    `Pizza money for ${firstName}: ${formatCents(cents)} donation`,
  donationItemWithFee: (firstName: string, cents: TCents, feeCents: TCents) =>
    `Pizza money for ${firstName}: ${formatCents(cents)} donation + ${formatCents(feeCents)} fee you cover`,
  confirmTitle: 'Confirm your donation',
  confirmTo: 'To',

  // Back on the athlete's page after the capture.
  /** Beside the toast `donated`, the note that stays on the page with the receipt's link. */
  donatedNote: 'Your donation is recorded; its receipt is in your purchases.',
  receiptLink: 'View your receipt',
  dismiss: 'Dismiss',

  // /fan/pizza-money/return
  returnTitle: 'Completing your donation',
  capturing: 'Confirming your donation with the payment provider…',
  captureFailedTitle: 'Your donation could not be completed',
  retryCapture: 'Try again',
  pendingTitle: 'Payment pending',
  missingPaymentTitle: 'Nothing to complete',
  missingPayment: 'This page opens when you come back from the checkout of a donation.',
  myPurchases: 'My purchases',
  findAthletes: 'Find athletes',
} as const;
