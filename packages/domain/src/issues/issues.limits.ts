/** Issue ids are random in 1000..10999 (spec section 9): human numbers, not keys. */
export const ISSUE_NUMBER_MIN = 1000;
export const ISSUE_NUMBER_MAX = 10999;
export const ISSUE_MESSAGE_MAX_LENGTH = 2000;

/** A random issue number; `random` is injectable so the bounds can be tested. */
export function randomIssueNumber(random: () => number = Math.random): number {
  const span = ISSUE_NUMBER_MAX - ISSUE_NUMBER_MIN + 1;
  return ISSUE_NUMBER_MIN + Math.min(span - 1, Math.floor(random() * span));
}

/** An issue's states (spec: status 'submitted'); an operator approves or declines it in the console. */
export const ISSUE_STATUSES = ['submitted', 'approved', 'declined'] as const;
export type TIssueStatus = (typeof ISSUE_STATUSES)[number];
