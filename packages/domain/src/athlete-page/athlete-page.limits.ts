/**
 * How many seasonal badges, and how many talking badges, an athlete page lists (newest first).
 * Athletes make a handful; the cap keeps one page one bounded read whatever an account holds.
 */
export const ATHLETE_PAGE_MAX_BADGES = 50;
