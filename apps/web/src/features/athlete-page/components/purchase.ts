import type { TCheckoutRequest, TPizzaDonateRequest } from '@fhp/domain';

/** What a Buy button asks for: the request the server prices, and what the fan confirms. */
export interface Purchase {
  /** An item on sale (POST /api/fan/checkout), or a pizza money donation (its own endpoint). */
  request: TCheckoutRequest | PizzaDonationRequest;
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

export type OnBuy = (purchase: Purchase) => void;
