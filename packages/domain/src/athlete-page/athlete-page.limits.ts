/**
 * How many seasonal badges, and how many talking badges, an athlete page lists (newest first).
 * Athletes make a handful; the cap keeps one page one bounded read whatever an account holds.
 */
export const ATHLETE_PAGE_MAX_BADGES = 50;

/**
 * How many recent public supporters the page lists: the newest purchases whose fan said yes at
 * checkout (purchases_public_supporters_idx keeps it one short index read).
 */
export const ATHLETE_PAGE_SUPPORTERS = 8;

/** How many of the athlete's latest blog posts the page shows (newest first). */
export const ATHLETE_PAGE_POSTS = 3;
