import type { TCheckoutRequest } from '@fhp/domain';

/** What a Buy button asks for: the request the server prices, and what the fan confirms. */
export interface Purchase {
  request: TCheckoutRequest;
  /** The item in words, for the confirmation ("Endorsement badge: 7 weeks of public display"). */
  title: string;
  /** The price as shown on the card; the server computes the charged amount itself. */
  priceCents: number;
}

export type OnBuy = (purchase: Purchase) => void;
