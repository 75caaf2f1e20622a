/** Shop prices (spec part 3, section 9), integer cents. Currency USD, country US. */
export const SCROLL_SIGN_PRICE_CENTS = 299;
export const POSTER_PACK_PRICE_CENTS = 199;
/** A flat fee, always added once per order. */
export const SHOP_SHIPPING_CENTS = 199;
export const SHOP_CURRENCY = 'USD';
export const SHOP_COUNTRY = 'US';
/** The spec sets no upper bound; one order of a few hundred dollars keeps mistakes cheap. */
export const SHOP_MAX_QUANTITY = 100;
export const SHOP_TEXT_MAX_LENGTH = 100;

/** What the order is for; the payment page's route name maps onto it. */
export const SHOP_ORDER_TYPES = ['sign', 'poster', 'both'] as const;
export type TShopOrderType = (typeof SHOP_ORDER_TYPES)[number];

/** The purpose of the shop's payments (payments.purpose). */
export const SHOP_PAYMENT_PURPOSE = 'shop-order';
