import { z } from 'zod';
import { PAGE_SIZE, pageOf, ZPageQuery } from '../pagination/pagination';
import { defineEndpoint } from '../platform/endpoint';

/** The badge sales /admin/preview ("Seasonals Sales") lists: seasonal and talking badges. */
export const BADGE_SALE_KINDS = ['seasonal_badge', 'talking_badge'] as const;
export type TBadgeSaleKind = (typeof BADGE_SALE_KINDS)[number];

export const badgeSalesMessages = {
  title: 'Seasonals Sales',
  intro: 'What fans bought from your seasonal and talking badges.',
  columns: { badge: 'Badge', buyer: 'Buyer', amount: 'Amount', date: 'Date' },
  kindLabels: { seasonal_badge: 'Seasonal badge', talking_badge: 'Talking badge' },
  totalSales: 'Sales',
  totalAmount: 'Total paid by fans',
  totalEarned: 'Your share',
  empty: 'No sales yet',
  emptyHint:
    'When a fan buys one of your seasonal badges or talking badges, the sale appears here. Create badges under Seasonal Badges and Talking Badges to start selling.',
  unknownBuyer: 'A fan',
  deletedBadge: 'Deleted badge',
  loadFailed: 'Your sales could not be loaded.',
  tableLabel: 'Your badge sales',
} as const;

export const ZBadgeSale = z.object({
  id: z.uuid(),
  kind: z.enum(BADGE_SALE_KINDS),
  /** What the row names: "FOOTBALL Pre-season 2026", the talking badge's description. */
  badgeLabel: z.string(),
  badgeId: z.uuid().nullable(),
  /** The buyer's first name only (null when the account is gone). */
  buyerFirstName: z.string().nullable(),
  amountCents: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TBadgeSale = z.infer<typeof ZBadgeSale>;

export const ZBadgeSalesQuery = ZPageQuery.extend({
  limit: ZPageQuery.shape.limit.default(PAGE_SIZE),
});

export const ZBadgeSalesPage = pageOf(ZBadgeSale).extend({
  /** Over all my badge sales, not only this page. */
  totals: z.object({
    count: z.number().int(),
    amountCents: z.number().int(),
    /** My share of them, from the ledger postings of each sale. */
    earnedCents: z.number().int(),
  }),
});
export type TBadgeSalesPage = z.infer<typeof ZBadgeSalesPage>;

export const badgeSalesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/badge-sales',
    access: ['athlete'],
    tags: ['badge-sales'],
    summary: 'A page of the sales of my seasonal and talking badges, newest first, with totals',
    query: ZBadgeSalesQuery,
    response: ZBadgeSalesPage,
  }),
};
