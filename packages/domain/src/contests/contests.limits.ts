/**
 * Contests (spec part 2, "Contest page"; issue 37). A sport contest is between schools' athletes
 * of one sport; a brand-ambassador (talent) contest is open to any athlete who enrolls with videos.
 */
export const CONTEST_KINDS = ['sport', 'brand_ambassador'] as const;
export type TContestKind = (typeof CONTEST_KINDS)[number];

/** An operator moves a contest along these, in this order (spec: "Completed Contests"). */
export const CONTEST_STATUSES = [
  'active',
  'admin_action_pending',
  'completed',
  'rewarded',
] as const;
export type TContestStatus = (typeof CONTEST_STATUSES)[number];

/** The sport tab's Completed Contests list these; All Contests the rest. */
export const CONTEST_DONE_STATUSES: readonly TContestStatus[] = [
  'admin_action_pending',
  'completed',
  'rewarded',
];

/** A brand-ambassador leaderboard is shown once the contest is complete (spec). */
export const CONTEST_BOARD_STATUSES: readonly TContestStatus[] = ['completed', 'rewarded'];

export const CONTEST_STATUS_LABELS: Readonly<Record<TContestStatus, string>> = {
  active: 'Active',
  admin_action_pending: 'Admin action pending',
  completed: 'Completed',
  rewarded: 'Rewarded',
};

/** A school's entry in a sport contest; only accepted entries let its athletes participate. */
export const CONTEST_SCHOOL_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type TContestSchoolStatus = (typeof CONTEST_SCHOOL_STATUSES)[number];

/**
 * An athlete's entry: a sport contest's participation starts `pending` (shown as participated),
 * a brand-ambassador enrollment is `enrolled`. Leaving deletes the entry.
 */
export const CONTEST_ENTRY_STATUSES = ['pending', 'enrolled'] as const;
export type TContestEntryStatus = (typeof CONTEST_ENTRY_STATUSES)[number];

/** Votes are counted per round; a contest has one or two. */
export const CONTEST_ROUNDS = [1, 2] as const;
export type TContestRound = (typeof CONTEST_ROUNDS)[number];

/** Contest videos (spec section 9): 1 to 8 YouTube videos per entry. */
export const CONTEST_VIDEOS_MIN = 1;
export const CONTEST_VIDEOS_MAX = 8;

/** Co-athletes on an entry's videos, besides its owner (spec section 9). */
export const CONTEST_CO_ATHLETES_MAX = 5;

/** The co-athlete id lookup waits this long after the last key (spec section 9). */
export const CONTEST_ATHLETE_LOOKUP_DEBOUNCE_MS = 3000;

/** Badges made for contests: vote-getter (brand-ambassador) and honor (completed sport contest). */
export const CONTEST_BADGE_KINDS = ['vote_getter', 'honor'] as const;
export type TContestBadgeKind = (typeof CONTEST_BADGE_KINDS)[number];

export const CONTEST_BADGE_KIND_LABELS: Readonly<Record<TContestBadgeKind, string>> = {
  vote_getter: 'Vote-getter badge',
  honor: 'Honor badge',
};

/** At most 5 vote-getter badges per athlete per contest ('Only add 5 badges'). */
export const VOTE_GETTER_BADGES_MAX = 5;

/** Description length: 20 when creating a vote-getter badge, 14 for an honor badge (spec). */
export const CONTEST_BADGE_DESCRIPTION_MAX: Readonly<Record<TContestBadgeKind, number>> = {
  vote_getter: 20,
  honor: 14,
};

/** Price choices in dollars, or a custom whole-dollar price in the range (spec section 9). */
export const CONTEST_BADGE_PRICE_CHOICES = [10, 20, 30, 40] as const;
export const CONTEST_BADGE_CUSTOM_MIN_DOLLARS = 17;
export const CONTEST_BADGE_CUSTOM_MAX_DOLLARS = 1000;

export const isContestBadgePriceDollars = (dollars: number) =>
  Number.isInteger(dollars) &&
  ((CONTEST_BADGE_PRICE_CHOICES as readonly number[]).includes(dollars) ||
    (dollars >= CONTEST_BADGE_CUSTOM_MIN_DOLLARS && dollars <= CONTEST_BADGE_CUSTOM_MAX_DOLLARS));

/**
 * Leaderboard points. A vote is a point to the entry it is for and to the fan who cast it; a
 * contest badge bought is a point per whole dollar to the badge's athlete and to its buyer.
 */
export const CONTEST_VOTE_POINTS = 1;
export const CONTEST_BADGE_POINTS_PER_DOLLAR = 1;

/** How many rows a leaderboard shows. */
export const CONTEST_BOARD_SIZE = 50;

/** Contest titles and descriptions the console writes. */
export const CONTEST_TITLE_MAX = 80;
export const CONTEST_DESCRIPTION_MAX = 2000;
export const CONTEST_REWARD_NOTE_MAX = 300;
export const CONTEST_VOID_REASON_MAX = 300;

/** Votes per address, counted like sign-in attempts (platform/limits). */
export const CONTEST_VOTES_PER_ADDRESS_PER_HOUR = 120;
