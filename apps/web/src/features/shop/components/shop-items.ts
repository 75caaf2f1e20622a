import {
  POSTER_PACK_PRICE_CENTS,
  SCROLL_SIGN_PRICE_CENTS,
  type TShopOrderType,
  shopMessages as t,
} from '@fhp/domain';
import { IconPhoto, IconScript, IconStack2 } from '@tabler/icons-react';

export type ShopItem = {
  type: TShopOrderType;
  /** The intro page (spec route table) and the payment page it continues to. */
  introPath: string;
  paymentPath: string;
  title: string;
  summary: string;
  intro: string;
  Icon: typeof IconScript;
  prices: { cents: number; unit: string }[];
};

const signPrice = { cents: SCROLL_SIGN_PRICE_CENTS, unit: t.priceEach };
const posterPrice = { cents: POSTER_PACK_PRICE_CENTS, unit: t.pricePerPack };

export const SHOP_ITEMS: Record<TShopOrderType, ShopItem> = {
  sign: {
    type: 'sign',
    introPath: '/shop/signs',
    paymentPath: '/shop/sign/payment',
    title: t.signTitle,
    summary: t.signSummary,
    intro: t.signIntro,
    Icon: IconScript,
    prices: [signPrice],
  },
  poster: {
    type: 'poster',
    introPath: '/shop/posters',
    paymentPath: '/shop/poster/payment',
    title: t.posterTitle,
    summary: t.posterSummary,
    intro: t.posterIntro,
    Icon: IconPhoto,
    prices: [posterPrice],
  },
  both: {
    type: 'both',
    introPath: '/shop/signs-and-posters',
    paymentPath: '/shop/both/payment',
    title: t.bothTitle,
    summary: t.bothSummary,
    intro: t.bothIntro,
    Icon: IconStack2,
    prices: [signPrice, posterPrice],
  },
};
