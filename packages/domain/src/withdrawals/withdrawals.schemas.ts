import { z } from 'zod';
import { pageOf, ZPageQuery } from '../pagination/pagination';
import { withdrawalsMessages as m } from './withdrawals.messages';

/**
 * Two phases: `pending` (the money left the wallet for the pending payouts account), then `paid`
 * (the provider paid it) or `failed` / `returned` (it came back to the wallet). A withdrawal the
 * payout review rule catches (console-money/payout-review.ts) waits first in `review` (its money
 * already in pending payouts, no payout job queued), perhaps `held` by an operator, until it is
 * approved (`pending`, the job queued) or `rejected` (the money back in the wallet).
 */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'paid',
  'failed',
  'returned',
  'review',
  'held',
  'rejected',
] as const;
/** The statuses whose money sits in the pending payouts account. */
export const WITHDRAWAL_HOLDING_STATUSES = ['pending', 'review', 'held'] as const;
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Whole cents; the minimum and the balance are checked by the server with the same message. */
export const ZWithdrawalRequest = z.object({
  amountCents: z
    .number({ error: m.incorrectAmount })
    .int(m.incorrectAmount)
    .positive(m.incorrectAmount),
});
export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequest>;

export const ZWithdrawalItem = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  payoutEmail: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: z.iso.datetime(),
  /** When it was paid or came back; null while pending. */
  settledAt: z.iso.datetime().nullable(),
});
export type TWithdrawalItem = z.infer<typeof ZWithdrawalItem>;

export const ZWithdrawalsQuery = ZPageQuery;
export const ZWithdrawalsPage = pageOf(ZWithdrawalItem);
export type TWithdrawalsPage = z.infer<typeof ZWithdrawalsPage>;

/** What the withdraw form needs: what can be taken out and where it goes. */
export const ZWithdrawalSummary = z.object({
  balanceCents: z.number().int(),
  minCents: z.number().int(),
  payoutEmail: z.string().nullable(),
  /**
   * While withdrawals wait after a payout e-mail change (PAYOUT_EMAIL_HOLD_HOURS): when it
   * changed and when they resume; null when nothing holds them.
   */
  payoutHold: z.object({ changedAt: z.iso.datetime(), endsAt: z.iso.datetime() }).nullable(),
});
export type TWithdrawalSummary = z.infer<typeof ZWithdrawalSummary>;

export const ZWithdrawalCreated = z.object({
  message: z.string(),
  withdrawal: ZWithdrawalItem,
  balanceCents: z.number().int(),
});
export type TWithdrawalCreated = z.infer<typeof ZWithdrawalCreated>;
