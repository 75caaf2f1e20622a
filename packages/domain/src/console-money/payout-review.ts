import { z } from 'zod';
import type { TCents } from '../money/money';

/**
 * The payout review rule (a site setting, key `payoutReview`): a withdrawal over `overCents`, or
 * to a payout e-mail changed in the last `emailChangedWithinDays` days, waits in `review` for an
 * operator instead of being paid out by the job at once. The default: over $100 or an e-mail
 * changed in the last 7 days.
 */
export const ZPayoutReviewRule = z.object({
  overCents: z.number().int().min(0).max(100_000_000),
  emailChangedWithinDays: z.number().int().min(0).max(365),
});
export type TPayoutReviewRule = z.infer<typeof ZPayoutReviewRule>;

export const DEFAULT_PAYOUT_REVIEW: TPayoutReviewRule = {
  overCents: 10_000,
  emailChangedWithinDays: 7,
};

export type TPayoutReviewReason = 'amount' | 'email-changed';

/**
 * Why a withdrawal must wait for an operator under `rule` (empty: it is paid out at once). The
 * e-mail's change counts while `now` is less than `emailChangedWithinDays` days after it; the
 * sign-up address (no change recorded) never does.
 */
export function payoutReviewReasons(
  rule: TPayoutReviewRule,
  amountCents: TCents,
  payoutEmailChangedAt: Date | null,
  now: Date = new Date(),
): TPayoutReviewReason[] {
  const reasons: TPayoutReviewReason[] = [];
  if (amountCents > rule.overCents) reasons.push('amount');
  if (
    payoutEmailChangedAt &&
    now.getTime() - payoutEmailChangedAt.getTime() < rule.emailChangedWithinDays * 86_400_000
  ) {
    reasons.push('email-changed');
  }
  return reasons;
}
