import type {
  TBuyIntent,
  TChatBookRequest,
  TCheckoutRequest,
  TPizzaDonateRequest,
} from '@fhp/domain';

/** What a Buy button asks for: the request the server prices, and what the fan confirms. */
export interface Purchase {
  /**
   * An item on sale (POST /api/fan/checkout), a pizza money donation or a chat booking (each
   * its own endpoint).
   */
  request: TCheckoutRequest | PizzaDonationRequest | ChatBookingRequest;
  /** The item in words, for the confirmation ("Endorsement badge: 7 weeks of public display"). */
  title: string;
  /** The price as shown on the card; the server computes the charged amount itself. */
  priceCents: number;
}

/** A donation to the athlete's open pizza money request (POST /api/fan/pizza-money/donations). */
export interface PizzaDonationRequest {
  item: 'pizza_money';
  donation: TPizzaDonateRequest;
}

/** A chat with the athlete (POST /api/fan/chats): the money is held, not charged. */
export interface ChatBookingRequest {
  item: 'chat';
  booking: TChatBookRequest;
}

export type OnBuy = (purchase: Purchase) => void;

/**
 * What the sign-in and sign-up bring back in the page's address. A chat is not carried: its
 * times and note are too much for an address, so the visitor comes back to the card itself.
 */
export function intentOf(request: Purchase['request'] | undefined): TBuyIntent | null {
  if (!request || request.item === 'chat') return null;
  return request;
}
