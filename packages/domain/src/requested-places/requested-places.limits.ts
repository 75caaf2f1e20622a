/** One table holds both screens' requests: a new city or a new sport. */
export const PLACE_REQUEST_KINDS = ['city', 'sport'] as const;
export type TPlaceRequestKind = (typeof PLACE_REQUEST_KINDS)[number];

/** A request's states (spec: created 'pending'); an operator approves or declines it in the console. */
export const PLACE_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type TPlaceRequestStatus = (typeof PLACE_REQUEST_STATUSES)[number];
