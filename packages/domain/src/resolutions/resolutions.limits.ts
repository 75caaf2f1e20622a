/** A resolution's category (spec part 2, section 3: type). */
export const RESOLUTION_TYPES = ['Financial', 'Informational', 'Sports-Related', 'Other'] as const;
export type TResolutionType = (typeof RESOLUTION_TYPES)[number];

/**
 * A resolution's states. The spec knows pending and accepted (an operator accepts it); the
 * console can also close one (answered, nothing more to do): a closed thread takes no messages.
 */
export const RESOLUTION_STATUSES = ['pending', 'accepted', 'closed'] as const;
export type TResolutionStatus = (typeof RESOLUTION_STATUSES)[number];

/** Who opened a resolution or changed it last (spec: opendBy, a role). */
export const RESOLUTION_PARTIES = ['athlete', 'admin'] as const;
export type TResolutionParty = (typeof RESOLUTION_PARTIES)[number];

export const RESOLUTION_DESCRIPTION_MAX_LENGTH = 2000;
export const RESOLUTION_MESSAGE_MAX_LENGTH = 2000;
/** An athlete opens at most this many resolutions in 24 hours (the thread is for the rest). */
export const RESOLUTIONS_PER_DAY = 5;
/** A thread holds at most this many messages (each side); past it, open a new resolution. */
export const RESOLUTION_MESSAGES_MAX = 500;
/** The console's search field: at most this many characters. */
export const RESOLUTION_SEARCH_MAX_LENGTH = 100;
