import { formatCents, type TCents } from '../money/money';
import { PIZZA_MONEY_CAP_CENTS, PIZZA_REQUEST_DAYS } from './pizza-money.limits';

/** Pizza money (spec part 2, section 8 toasts, spelling corrected; the rest written for it). */
export const pizzaMoneyMessages = {
  /** The spec's words. */
  accepted: 'Accept Successfully',
  updateFailed: 'Error updating status',
  /** A fan's request was recorded (the spec's words). */
  requestAdded: 'Request Added Successfully',
  /** The gift badge was created and the request is gifted (the spec's words). */
  gifted: 'Updated Successfully',
  /** Reject (spec: 'Request deleted successfully'). */
  deleted: 'Request deleted successfully',
  deleteFailed: 'Error deleting request',
  requestNotFound: 'This pizza money request was not found.',
  athleteNotFound: 'This athlete was not found.',
  alreadyAsked: 'You have already asked this athlete; the request is waiting for an answer.',
  alreadyOpen:
    'This athlete already has an open pizza money request: you can donate to it instead.',
  notPending: 'Only a request waiting for an answer can be accepted.',
  /** Accept while another request of the athlete is still open to donations. */
  oneOpenAtATime:
    'You already have a request open to donations. Accept this one once that one has ended.',
  notActive: 'This request is not open to donations.',
  expired: 'This request has expired.',
  hasDonations: 'A request that received donations cannot be rejected.',
  completed: 'This request is completed.',
  giftNeedsDonations: 'A gift badge can be created once the request has received a donation.',
  descriptionRequired: 'Please add a description.',
  donationAmount: 'Choose a whole-dollar amount of at least $1.',
  /** The cap would be passed: what can still be given and from when more can. */
  capReached: (remainingCents: TCents) =>
    remainingCents > 0
      ? `This athlete can receive only ${formatCents(remainingCents)} more in pizza money in this 6-month period.`
      : `This athlete has received the ${formatCents(PIZZA_MONEY_CAP_CENTS)} pizza money limit for this 6-month period.`,
  donated: 'Thank you! Your pizza money is on its way.',
  donationStarted: 'Taking you to the checkout…',
  paymentNotFound: 'This payment was not found.',
  /** The athlete's e-mail to each donor once the gift badge exists. */
  giftEmailSubject: (athleteName: string) => `${athleteName} sent you a thank-you badge`,
  requestWindow: `A request stays open for ${PIZZA_REQUEST_DAYS} days.`,
  /** The fan who asked, told (notification and e-mail) that the athlete accepted. */
  acceptedForFan: (athleteName: string) =>
    `${athleteName} accepted your pizza money request. Fans can donate for the next ${PIZZA_REQUEST_DAYS} days.`,
  acceptedEmailSubject: (athleteName: string) => `${athleteName} accepted your pizza money request`,
} as const;
