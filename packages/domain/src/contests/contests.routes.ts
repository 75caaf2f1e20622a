import type { TContestKind } from './contests.limits';

/**
 * The public contest pages' routes, apart from their schemas: the web router needs only these,
 * so zod and the schemas stay out of the first-load JavaScript.
 */

/** Which list page shows a kind of contest. */
export const CONTEST_LIST_PATHS: Readonly<Record<TContestKind, string>> = {
  sport: '/contests',
  brand_ambassador: '/talent-contest',
};

/** A contest's page, as a route pattern (the web app's route, the server's live page). */
export const CONTEST_PAGE_PATTERN = '/contests/:contestNumber';

const CONTEST_PAGE_ROUTE = /^\/contests\/(\d{1,10})\/?$/i;

/** The contest number a contest page's path names, or undefined for any other path. */
export function contestPageNumber(pathname: string): number | undefined {
  const digits = CONTEST_PAGE_ROUTE.exec(pathname)?.[1];
  const n = digits === undefined ? Number.NaN : Number(digits);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}
