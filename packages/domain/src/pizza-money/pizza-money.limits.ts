import { BASIS_POINTS, royaltyRule } from '../money/royalties';

/**
 * Pizza money (food assistance, spec part 1 sections 1 and 9, part 2 "Pizza money"): fans ask an
 * athlete whether they could use food assistance; the athlete accepts; fans donate to the accepted
 * request; afterwards the athlete thanks the donors with a free gift badge.
 */

/** The payment purpose of a donation (payments.purpose); its capture handler books the sale. */
export const PIZZA_MONEY_PURPOSE = 'pizza-money';

/** "Up to 100 dollars per athlete per 6-month period": the donations, fees the fan adds excluded. */
export const PIZZA_MONEY_CAP_CENTS = 10_000;
/** The period of the cap: the 6 months before the donation (a rolling window). */
export const PIZZA_MONEY_CAP_MONTHS = 6;

/**
 * How long an open checkout holds its share of the cap while the fan is at the provider (a
 * PayPal approval takes a minute or two). A checkout still not approved after this is closed by
 * the next donation to the athlete (the share is released), and the athlete's card no longer
 * counts it. Short, so that a checkout opened and never paid blocks honest donors only for
 * minutes (decision 0043).
 */
export const PIZZA_CHECKOUT_HOLD_MINUTES = 15;
/**
 * How many unpaid checkouts one fan holds open for one athlete: a new one closes the fan's
 * earlier unpaid checkouts (the fan pays one at a time), so one fan can never hold more than
 * one donation of the cap, however many checkouts they open (decision 0043).
 */
export const PIZZA_OPEN_CHECKOUTS_PER_FAN = 1;

/** How long a request stays open (its Expiry): asked, accepted and donated to within 30 days. */
export const PIZZA_REQUEST_DAYS = 30;

/** The quick choices of the donate form, in dollars; any whole amount from $1 up to what is left. */
export const PIZZA_DONATION_CHOICES_DOLLARS = [5, 10, 20] as const;
export const PIZZA_DONATION_MIN_DOLLARS = 1;

/** A gift badge's description (spec: 20 characters for create and gift); its price is always free. */
export const GIFT_BADGE_DESCRIPTION_MAX_LENGTH = 20;

/** The multipart fields of the gift badge: the JSON form and the spec's two images. */
export const GIFT_DATA_FIELD = 'data';
export const GIFT_INTRO_IMAGE_FIELD = 'introducingImage';
export const GIFT_APPEAL_IMAGE_FIELD = 'appealingImage';

/**
 * A request's stored states: asked by a fan (`pending`), accepted by the athlete (`active`, open to
 * donations), thanked with a gift badge (`gifted`, completed). Rejecting deletes the request.
 */
export const PIZZA_REQUEST_STATUSES = ['pending', 'active', 'gifted'] as const;
export type TPizzaRequestStatus = (typeof PIZZA_REQUEST_STATUSES)[number];

/** What the table shows: a pending or active request past its expiry is `expired`. */
export const PIZZA_REQUEST_DISPLAY_STATUSES = [...PIZZA_REQUEST_STATUSES, 'expired'] as const;
export type TPizzaRequestDisplayStatus = (typeof PIZZA_REQUEST_DISPLAY_STATUSES)[number];

export function pizzaRequestDisplayStatus(
  status: TPizzaRequestStatus,
  endsAt: Date,
  now: Date = new Date(),
): TPizzaRequestDisplayStatus {
  if (status !== 'gifted' && endsAt.getTime() <= now.getTime()) return 'expired';
  return status;
}

/** When a request asked at `createdAt` expires. */
export function pizzaRequestEndsAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PIZZA_REQUEST_DAYS * 24 * 60 * 60 * 1000);
}

/** The start of the cap's window for a donation made at `now`. */
export function pizzaCapWindowStart(now: Date = new Date()): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - PIZZA_MONEY_CAP_MONTHS);
  return start;
}

/** When a donation made at `at` leaves the cap's window (more can be given from then). */
export function pizzaCapWindowLeavesAt(at: Date): Date {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + PIZZA_MONEY_CAP_MONTHS);
  return end;
}

/**
 * Which actions a row offers (spec: Accept and Reject are disabled when completed; Reject deletes).
 * Accept: a pending request still open, while no other request of the athlete is open to
 * donations (fans see one open request per athlete: `anotherOpen`). Reject: anything not completed (gifted) and without
 * donations (money given to a request keeps it on record). Gift: an active request with at least
 * one donation (an expired one too: its donors are still owed their thanks).
 */
export function pizzaRequestActions(row: {
  status: TPizzaRequestDisplayStatus;
  donationsCount: number;
  /** Another request of the same athlete is active and not expired. */
  anotherOpen?: boolean;
}): { accept: boolean; reject: boolean; gift: boolean } {
  const gifted = row.status === 'gifted';
  return {
    accept: row.status === 'pending' && !row.anotherOpen,
    reject: !gifted && row.donationsCount === 0,
    gift: !gifted && row.status !== 'pending' && row.donationsCount > 0,
  };
}

/**
 * The fee a fan adds when they choose to cover it (the donation's "no fee" flag): enough that the
 * athlete's share of the whole charge (88 %, the food-assistance royalty) is the full donation.
 */
export function pizzaCoverFeeCents(donationCents: number): number {
  const athleteBp = royaltyRule('pizza_money').athlete ?? BASIS_POINTS;
  const charge = Math.ceil((donationCents * BASIS_POINTS) / athleteBp);
  return charge - donationCents;
}

/** What the fan is charged for a donation. */
export function pizzaChargeCents(donationCents: number, coverFee: boolean): number {
  return donationCents + (coverFee ? pizzaCoverFeeCents(donationCents) : 0);
}
