import {
  POSTER_PACK_PRICE_CENTS,
  SCROLL_SIGN_PRICE_CENTS,
  SHOP_SHIPPING_CENTS,
  type TShopOrderType,
} from './shop.limits';
import { shopMessages as m } from './shop.messages';

export type TShopQuantities = { signs?: number; posterPacks?: number };

/**
 * Total = signs x 2.99 + 10-packs x 1.99 + 1.99 shipping (spec section 9), in cents. A missing
 * quantity counts as none; the shipping fee is always added once.
 */
export function shopTotalCents({ signs = 0, posterPacks = 0 }: TShopQuantities): number {
  return (
    signs * SCROLL_SIGN_PRICE_CENTS + posterPacks * POSTER_PACK_PRICE_CENTS + SHOP_SHIPPING_CENTS
  );
}

/** /shop/{name}/payment: 'sign', 'poster', anything else is the combined order. */
export function shopOrderTypeFromRoute(name: string | undefined): TShopOrderType {
  if (name === 'sign' || name === 'poster') return name;
  return 'both';
}

/** Which quantities an order type asks for. */
export function shopQuantityFields(type: TShopOrderType) {
  return { signs: type !== 'poster', posterPacks: type !== 'sign' };
}

export const SHOP_SUCCESS_MESSAGES: Record<TShopOrderType, string> = {
  sign: m.signPurchased,
  poster: m.posterPurchased,
  both: m.bothPurchased,
};

/** The line the buyer sees on the provider's page. */
export function shopOrderDescription(type: TShopOrderType, q: TShopQuantities): string {
  const parts: string[] = [];
  if (type !== 'poster') parts.push(`${q.signs ?? 0} x ${m.signUnit}`);
  if (type !== 'sign') parts.push(`${q.posterPacks ?? 0} x ${m.posterPackUnit}`);
  return `${m.orderDescriptionPrefix}: ${parts.join(', ')}`;
}
