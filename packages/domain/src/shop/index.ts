/** The shop: prices, the total rule, the order form and its texts (spec part 3). */
export * from './shop.limits';
export { shopMessages } from './shop.messages';
export * from './shop.rules';
export * from './shop.schemas';
