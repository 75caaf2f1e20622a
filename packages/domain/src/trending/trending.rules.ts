import { PURCHASE_KINDS, type TPurchaseKind } from './trending.kinds';

/**
 * "Popular" (spec: 'Who's Popular Last Week?'): for each purchase kind, the athletes with the
 * most purchases of that kind in the last 7 days (a rolling window ending now). Ties are broken by
 * the amount spent on them in the window (more first), then by athlete number (lower first), so
 * the order is stable. Blocked athletes are left out. Each tab shows at most TRENDING_LIMIT.
 */
export const TRENDING_WINDOW_DAYS = 7;
export const TRENDING_LIMIT = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant counted: purchases at or after it are in the window. */
export function trendingWindowStart(now: Date): Date {
  return new Date(now.getTime() - TRENDING_WINDOW_DAYS * DAY_MS);
}

/** The tabs, in the spec's order (the same as the purchase kinds). */
export const TRENDING_TABS: ReadonlyArray<TPurchaseKind> = PURCHASE_KINDS;

export function isPurchaseKind(value: unknown): value is TPurchaseKind {
  return typeof value === 'string' && (PURCHASE_KINDS as readonly string[]).includes(value);
}
